// The islands build's shared code in three files by what needs it, instead of the dozens of small ones
// Rolldown makes by which islands share each module (decision 0068). Every file is a request the page's main
// thread sets up (a `modulepreload` link or an import), so a page that asks for fewer starts sooner; the
// measured costs are in the decision. Stylesheet imports (empty modules here) are left to Rolldown: a group
// that took one would bring its file, and its CSS, to pages that need none of its code.
import type { Rolldown } from 'vite';

/** A module id's path with forward slashes, so one pattern serves every platform. */
const matching =
  (pattern: RegExp) =>
  (id: string): boolean =>
    pattern.test(id.replaceAll('\\', '/'));

const MANTINE = 'node_modules/@mantine/core/esm';

/**
 * What every page needs: its menu button goes live at idle on every page (Mantine's core, the Burger and the
 * Stack, the site's link).
 */
const core = matching(
  new RegExp(
    [
      `${MANTINE}/core/`,
      `${MANTINE}/components/(Stack|Burger)/`,
      'node_modules/@mantine/hooks/esm/use-(merged-ref|disclosure)/',
      'node_modules/clsx/',
      'contracts/(firm|public-paths|value-lists)\\.ts$',
      'src/lib/(site-link\\.tsx|use-hydrated\\.ts)$',
    ].join('|'),
  ),
);

/** What the sections' and the forms' islands share: buttons, transitions, titles and text, grids. */
const ui = matching(
  new RegExp(
    [
      `${MANTINE}/components/(Button|Loader|Transition|Title|Text|SimpleGrid|Paper|CloseButton|VisuallyHidden|Container|Collapse)/`,
      'node_modules/@mantine/hooks/',
      'src/lib/static-section\\.tsx$',
      'src/components/link-button/',
      'src/content/site\\.ts$',
    ].join('|'),
  ),
);

/** What the careers finder and the forms share: inputs, checkboxes, the states and cities of India. */
const forms = matching(
  new RegExp(
    [
      `${MANTINE}/components/(Checkbox|Input|InputBase|TextInput|Anchor)/`,
      `${MANTINE}/utils/(InlineInput|InputsGroupFieldset)/`,
      'contracts/india-locations\\.ts$',
    ].join('|'),
  ),
);

export const ISLANDS_CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // What the entry imports stays in the entry, whoever else uses it.
  { name: 'islands-entry', tags: ['$initial'], priority: 4 },
  { name: 'islands-core', test: core, priority: 3 },
  { name: 'islands-ui', test: ui, priority: 2 },
  { name: 'islands-forms', test: forms, priority: 1 },
];
