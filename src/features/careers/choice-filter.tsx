// A collapsible filter card of the careers list: "All …" first, then one box per option, and optionally a
// search box of its own ("Job Type", docs/requirements.md#job-type-filter). On a phone it starts folded, so
// the first job is on the first screen: before the page's script that is the stylesheet's doing (foldable),
// then the visitor's. Folding as it goes live on a phone changes what the page's inline rules already draw (the
// arrow has rules with and without data-open; no rule selects aria-expanded, aria-hidden or inert; the panel is
// hidden by the stylesheet and its own style attribute): marked, so it applies no stylesheets (decision 0072).
// Drawn as plain elements with Mantine's class names and its props' styles (Paper, UnstyledButton, Group,
// Text, Badge, TextInput, VisuallyHidden, Stack, Checkbox): the careers page hydrates this card on arrival,
// and those components' hooks were most of that work (decision 0064). Only Collapse, which animates, stays a
// component. tests/web/careers/choice-filter.test.tsx checks the markup against Mantine's own.
import '#src/lib/mantine-form-styles.ts';
import { Badge, Collapse, Group, Paper, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, useId, useState } from 'react';
import { inlineStyled } from '#src/islands/inline-styled.ts';
import { useMediaMatch } from '#src/lib/use-hydrated.ts';
import { searchChoices, toggleChoice } from './career-rules';
import classes from './careers.module.css';
import { PlainCheckbox } from './plain-checkbox';
import { groupStyle, stackStyle, textClasses } from './plain-mantine';
import { PlainSearchInput } from './plain-search-input';

/** Where the filters stop sitting beside the results (the theme's md breakpoint). */
const BESIDE_RESULTS = '(min-width: 56.25em)';

/** What each component writes in its style attribute for the props this card gave it. */
const style = {
  paper: { '--paper-radius': 'var(--mantine-radius-md)' },
  button: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: '100%' },
  group: groupStyle('xs'),
  title: { fontWeight: 700 },
  dimmed: { color: 'var(--mantine-color-dimmed)' },
  chosenBadge: {
    '--badge-height': 'var(--badge-height-sm)',
    '--badge-padding-x': 'var(--badge-padding-x-sm)',
    '--badge-fz': 'var(--badge-fz-sm)',
    '--badge-bg': 'var(--mantine-color-brand-light)',
    '--badge-color': 'var(--mantine-color-brand-light-color)',
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  },
  search: { marginTop: 'var(--mantine-spacing-sm)' },
  fieldset: { border: 0, margin: 0, padding: 0 },
  list: { marginTop: 'var(--mantine-spacing-sm)' },
  stack: {
    ...stackStyle('xs'),
    paddingInline: 'calc(0.125rem * var(--mantine-scale))',
    paddingBlock: 'calc(0.125rem * var(--mantine-scale))',
  },
  noMatch: {
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-sm)',
    color: 'var(--mantine-color-dimmed)',
  },
} satisfies Record<string, CSSProperties | Record<`--${string}`, string>>;

export interface ChoiceFilterProps {
  /** The card's title ("Job Type"). */
  title: string;
  /** The first box, which clears the others ("All Departments"). */
  allLabel: string;
  /** What the options are, for the fieldset's legend and the search box ("Departments"). */
  optionsName: string;
  /** Every option on offer. */
  options: readonly string[];
  /** The ticked ones; none means all. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** A search box over the options. @default false */
  searchable?: boolean;
}

export function ChoiceFilter({
  title,
  allLabel,
  optionsName,
  options,
  chosen,
  onChange,
  searchable = false,
}: ChoiceFilterProps) {
  const besideResults = useMediaMatch(BESIDE_RESULTS, true);
  // Null until the visitor opens or closes it: open beside the results, folded above them on a phone.
  const [openChosen, setOpenChosen] = useState<boolean | null>(null);
  const open = openChosen ?? besideResults;
  const [query, setQuery] = useState('');
  const panelId = useId();
  const searchId = useId();
  const shown = searchChoices(options, query);
  const what = optionsName.toLowerCase();
  return (
    <div
      style={style.paper as CSSProperties}
      className={`${classes.foldable} ${Paper.classes.root}`}
      data-with-border="true"
      data-by-screen={openChosen === null || undefined}
    >
      <button
        style={style.button}
        className={`mantine-focus-auto ${UnstyledButton.classes.root}`}
        type="button"
        onClick={() => setOpenChosen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        {...inlineStyled}
      >
        <div style={style.group as CSSProperties} className={Group.classes.root}>
          <p style={style.title} className={textClasses()}>
            {title}
          </p>
          {chosen.length > 0 && (
            <div
              style={style.chosenBadge as CSSProperties}
              className={Badge.classes.root}
              data-variant="light"
              data-size="sm"
            >
              <span className={Badge.classes.label}>{chosen.length} chosen</span>
            </div>
          )}
        </div>
        <p
          style={style.dimmed}
          className={textClasses(classes.foldArrow)}
          aria-hidden="true"
          data-open={open || undefined}
          {...inlineStyled}
        >
          ▾
        </p>
      </button>
      <div className={classes.foldPanel}>
        <Collapse expanded={open} id={panelId} {...inlineStyled}>
          {searchable && (
            <PlainSearchInput
              size="sm"
              label={`Search ${what}`}
              id={searchId}
              value={query}
              onChange={setQuery}
              style={style.search}
            />
          )}
          <fieldset style={style.fieldset}>
            <legend className={VisuallyHidden.classes.root}>{optionsName}</legend>
            <div style={style.list} className={classes.choiceList}>
              <div style={style.stack as CSSProperties} className={Stack.classes.root}>
                <PlainCheckbox
                  label={allLabel}
                  checked={chosen.length === 0}
                  onChange={(event) => onChange(toggleChoice(chosen, null, event.currentTarget.checked))}
                />
                {shown.map((option) => (
                  <PlainCheckbox
                    key={option}
                    label={option}
                    checked={chosen.includes(option)}
                    onChange={(event) => onChange(toggleChoice(chosen, option, event.currentTarget.checked))}
                  />
                ))}
                {shown.length === 0 && query.trim() && (
                  <p style={style.noMatch as CSSProperties} className={textClasses()} data-size="sm">
                    No {what.replace(/s$/, '')} matches “{query.trim()}”.
                  </p>
                )}
              </div>
            </div>
          </fieldset>
        </Collapse>
      </div>
    </div>
  );
}
