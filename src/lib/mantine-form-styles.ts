// Mantine's styles for form controls (text fields, selects, checkboxes, error alerts) and what they can
// draw (a select's dropdown, its overlay, Checkbox.Card), in Mantine's order: imported by every file that
// draws a form, so they load with forms, not with every page. See mantine-styles.ts for every page's.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/Combobox.css';
