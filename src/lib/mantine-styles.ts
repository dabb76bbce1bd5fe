// Mantine's styles, per component (the all-in-one styles.css is mostly unused on any one page:
// docs/decisions/0008). This list is in every page's first load: the base, the pieces other components build
// on, the site chrome's components and those of most public pages, in Mantine's order (shared pieces first).
// The others load with the code that draws them: form controls with mantine-form-styles.ts, the staff area's
// with mantine-staff-styles.ts, and a component of one or two pages with the file that draws it.
// tests/e2e/bundle-budget.test.ts fails when a chunk can draw a Mantine class its CSS does not style.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
