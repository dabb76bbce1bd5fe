// An admin's scorecard criteria for one career (composed into the career's edit page): one field per
// criterion, add and remove, save. Checked with the contract's schema before it is sent, so the messages are
// the server's; a saved list is announced politely. A career without its own list shows the defaults.
import { ActionIcon, Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  CRITERIA_MAX,
  CRITERION_MAX_LENGTH,
  criteriaSchema,
  type ScorecardTemplate,
} from '#contracts/scorecards.ts';
import { RequestProblem } from '#src/lib/request-problem.ts';
import { fetchScorecardTemplate, saveScorecardTemplate } from './scorecards-api';

/** Keys for the fields: unique across the page, which is all a key needs. */
let nextKey = 0;
const rowsOf = (texts: readonly string[]) => texts.map((text) => ({ key: nextKey++, text }));

export interface ScorecardTemplateEditorProps {
  careerId: number;
  /** @default the API */
  load?: (careerId: number) => Promise<ScorecardTemplate>;
  /** @default the API */
  save?: (careerId: number, criteria: string[]) => Promise<ScorecardTemplate>;
}

export function ScorecardTemplateEditor({
  careerId,
  load = fetchScorecardTemplate,
  save = saveScorecardTemplate,
}: ScorecardTemplateEditorProps) {
  const [template, setTemplate] = useState<ScorecardTemplate | null>(null);
  // Each field keeps a key of its own, so removing one does not hand its neighbour's text and focus around.
  const [rows, setRows] = useState<{ key: number; text: string }[]>([]);
  const criteria = rows.map((row) => row.text);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const focusField = useRef<number | null>(null);

  useEffect(() => {
    load(careerId).then(
      (loaded) => {
        setTemplate(loaded);
        setRows(rowsOf(loaded.criteria));
      },
      (error: unknown) =>
        setProblem(error instanceof RequestProblem ? error.message : 'The criteria could not be loaded.'),
    );
  }, [careerId, load]);

  // After adding or removing, the focus goes to the field a keyboard user would expect.
  useEffect(() => {
    if (focusField.current === null) return;
    const fields = list.current?.querySelectorAll('input');
    fields?.[Math.min(focusField.current, fields.length - 1)]?.focus();
    focusField.current = null;
  });

  async function submit() {
    setAnnouncement('');
    const checked = criteriaSchema.safeParse(criteria);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the criteria.');
      return;
    }
    setBusy(true);
    try {
      const saved = await save(careerId, checked.data);
      setTemplate(saved);
      setRows(rowsOf(saved.criteria));
      setProblem(null);
      setAnnouncement('Scorecard criteria saved.');
    } catch (error) {
      setProblem(error instanceof RequestProblem ? error.message : 'The criteria could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="scorecard-criteria">
      <Title order={2} size="h4" id="scorecard-criteria">
        Scorecard criteria
      </Title>
      <Text size="sm" c="dimmed">
        Interviewers rate each criterion from 1 to 5.{' '}
        {template?.isDefault ? 'This job uses the default criteria until you save its own.' : ''}
      </Text>
      {template === null && problem === null ? <Loader size="sm" aria-label="Loading the criteria" /> : null}
      {template ? (
        <Stack gap="xs" ref={list}>
          {rows.map((row, index) => (
            <Group key={row.key} gap="xs" align="end" wrap="nowrap">
              <TextInput
                label={`Criterion ${index + 1}`}
                value={row.text}
                maxLength={CRITERION_MAX_LENGTH}
                style={{ flex: 1 }}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setRows((current) => current.map((r) => (r.key === row.key ? { ...r, text: value } : r)));
                }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove criterion ${index + 1}`}
                disabled={criteria.length <= 1}
                onClick={() => {
                  focusField.current = Math.max(0, index - 1);
                  setRows((current) => current.filter((r) => r.key !== row.key));
                }}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              disabled={criteria.length >= CRITERIA_MAX}
              onClick={() => {
                focusField.current = criteria.length;
                setRows((current) => [...current, ...rowsOf([''])]);
              }}
            >
              Add a criterion
            </Button>
            <Button onClick={() => void submit()} loading={busy}>
              Save criteria
            </Button>
          </Group>
        </Stack>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div role="status" aria-live="polite">
        {announcement ? <Text size="sm">{announcement}</Text> : null}
      </div>
    </Stack>
  );
}
