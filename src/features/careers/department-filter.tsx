// The collapsible "Job Type" card: its own search box, "All Departments" first, one box per department.
import '@mantine/core/styles/VisuallyHidden.css';
import '#src/lib/mantine-form-styles.ts';
import {
  Box,
  Checkbox,
  Collapse,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { searchDepartments, toggleDepartment } from './career-rules';
import classes from './careers.module.css';

export interface DepartmentFilterProps {
  /** Every department on offer. */
  departments: readonly string[];
  /** The ticked ones; none means "All Departments". */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

export function DepartmentFilter({ departments, chosen, onChange }: DepartmentFilterProps) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  const panelId = useId();
  const shown = searchDepartments(departments, query);
  // Disabled until React has taken a server-drawn page over (see ReadyFieldset).
  const hydrated = useHydrated();
  return (
    <Paper withBorder radius="md" p="md">
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        w="100%"
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Text fw={700}>Job Type</Text>
        <Text aria-hidden="true" c="dimmed" style={{ transform: open ? 'rotate(180deg)' : undefined }}>
          ▾
        </Text>
      </UnstyledButton>
      <Collapse expanded={open} id={panelId}>
        <TextInput
          mt="sm"
          size="sm"
          aria-label="Search departments"
          placeholder="Search departments"
          type="search"
          disabled={!hydrated}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <fieldset disabled={!hydrated} style={{ border: 0, margin: 0, padding: 0 }}>
          <VisuallyHidden component="legend">Departments</VisuallyHidden>
          <Box mt="sm" className={classes.departmentList}>
            <Stack gap="xs" py={2} px={2}>
              <Checkbox
                label="All Departments"
                checked={chosen.length === 0}
                onChange={(event) => onChange(toggleDepartment(chosen, null, event.currentTarget.checked))}
              />
              {shown.map((department) => (
                <Checkbox
                  key={department}
                  label={department}
                  checked={chosen.includes(department)}
                  onChange={(event) =>
                    onChange(toggleDepartment(chosen, department, event.currentTarget.checked))
                  }
                />
              ))}
              {shown.length === 0 && query.trim() && (
                <Text size="sm" c="dimmed">
                  No department matches “{query.trim()}”.
                </Text>
              )}
            </Stack>
          </Box>
        </fieldset>
      </Collapse>
    </Paper>
  );
}
