// A collapsible filter card of the careers list: "All …" first, then one box per option, and optionally a
// search box of its own ("Job Type", docs/requirements.md#job-type-filter). On a phone it starts folded, so
// the first job is on the first screen: before the page's script that is the stylesheet's doing (foldable),
// then the visitor's.
import '@mantine/core/styles/VisuallyHidden.css';
import '#src/lib/mantine-form-styles.ts';
import {
  Badge,
  Box,
  Checkbox,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useMediaMatch } from '#src/lib/use-hydrated.ts';
import { searchChoices, toggleChoice } from './career-rules';
import classes from './careers.module.css';

/** Where the filters stop sitting beside the results (the theme's md breakpoint). */
const BESIDE_RESULTS = '(min-width: 56.25em)';

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
  const shown = searchChoices(options, query);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.foldable}
      data-by-screen={openChosen === null || undefined}
    >
      <UnstyledButton
        onClick={() => setOpenChosen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        w="100%"
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          {chosen.length > 0 && (
            <Badge variant="light" size="sm">
              {chosen.length} chosen
            </Badge>
          )}
        </Group>
        <Text aria-hidden="true" c="dimmed" className={classes.foldArrow} data-open={open || undefined}>
          ▾
        </Text>
      </UnstyledButton>
      <div className={classes.foldPanel}>
        <Collapse expanded={open} id={panelId}>
          {searchable && (
            <TextInput
              mt="sm"
              size="sm"
              aria-label={`Search ${optionsName.toLowerCase()}`}
              placeholder={`Search ${optionsName.toLowerCase()}`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          )}
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <VisuallyHidden component="legend">{optionsName}</VisuallyHidden>
            <Box mt="sm" className={classes.choiceList}>
              <Stack gap="xs" py={2} px={2}>
                <Checkbox
                  label={allLabel}
                  checked={chosen.length === 0}
                  onChange={(event) => onChange(toggleChoice(chosen, null, event.currentTarget.checked))}
                />
                {shown.map((option) => (
                  <Checkbox
                    key={option}
                    label={option}
                    checked={chosen.includes(option)}
                    onChange={(event) => onChange(toggleChoice(chosen, option, event.currentTarget.checked))}
                  />
                ))}
                {shown.length === 0 && query.trim() && (
                  <Text size="sm" c="dimmed">
                    No {optionsName.toLowerCase().replace(/s$/, '')} matches “{query.trim()}”.
                  </Text>
                )}
              </Stack>
            </Box>
          </fieldset>
        </Collapse>
      </div>
    </Paper>
  );
}
