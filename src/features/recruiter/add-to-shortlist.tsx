// "Add to shortlist" on a client's job board (docs/decisions/0059): choose candidates still in the running and a
// shortlist (a new one, or a draft of this job), and they go on it; the shortlist's own page then sets what the
// client sees and shares it. Kept beside the board (features never import each other), with its two calls.
import { Alert, Anchor, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SHORTLISTS_PATH } from '#contracts/api-paths.ts';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { type ShortlistSummary, shortlistSchema, shortlistSummaryListSchema } from '#contracts/shortlists.ts';
import { shownToClient } from '#machines/shortlist-rules.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';

const NEW = 'new';

export interface AddToShortlistProps {
  career: { id: number; title: string };
  applicants: readonly Pick<BoardApplication, 'id' | 'name' | 'status'>[];
}

/** Puts `ids` on shortlist `target` (a draft's id, or NEW); answers the shortlist's id. */
async function addTo(careerId: number, target: string, ids: number[]): Promise<number> {
  if (target === NEW) {
    return (await sendChecked(shortlistSchema, SHORTLISTS_PATH, 'POST', { careerId, applicationIds: ids }))
      .id;
  }
  const draft = await getChecked(shortlistSchema, `${SHORTLISTS_PATH}/${target}`);
  const kept = draft.items.map(({ applicationId, shareSummary, shareResume, shareNote, summary, note }) => ({
    applicationId,
    shareSummary,
    shareResume,
    shareNote,
    summary,
    note,
  }));
  const added = ids
    .filter((id) => !kept.some((entry) => entry.applicationId === id))
    .map((applicationId) => ({
      applicationId,
      shareSummary: true,
      shareResume: false,
      shareNote: false,
      summary: '',
      note: '',
    }));
  await sendChecked(shortlistSchema, `${SHORTLISTS_PATH}/${draft.id}`, 'PUT', {
    title: draft.title,
    entries: [...kept, ...added],
  });
  return draft.id;
}

export function AddToShortlist({ career, applicants }: AddToShortlistProps) {
  const [opened, setOpened] = useState(false);
  const [drafts, setDrafts] = useState<ShortlistSummary[]>([]);
  const [target, setTarget] = useState(NEW);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<{ id: number; count: number } | null>(null);
  const candidates = applicants.filter((applicant) => shownToClient(applicant.status.statusCode));

  const open = () => {
    setOpened(true);
    setProblem(null);
    setAdded(null);
    getChecked(shortlistSummaryListSchema, SHORTLISTS_PATH, { careerId: career.id }).then(
      (found) => setDrafts(found.filter((shortlist) => shortlist.phase === 'draft')),
      (error: unknown) => setProblem(toRequestProblem(error).message),
    );
  };

  const submit = async () => {
    if (chosen.length === 0) {
      setProblem('Choose at least one candidate.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const id = await addTo(career.id, target, chosen.map(Number));
      setAdded({ id, count: chosen.length });
      setChosen([]);
      setOpened(false);
    } catch (error) {
      setProblem(toRequestProblem(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="sm" px="lg" py={4} justify="flex-end">
      <Text size="sm" role="status" aria-live="polite">
        {added ? (
          <>
            {added.count === 1 ? '1 candidate was' : `${added.count} candidates were`} added.{' '}
            <Anchor component={Link} to={`/admin/shortlists/${added.id}`}>
              Open the shortlist
            </Anchor>
          </>
        ) : null}
      </Text>
      <Anchor component={Link} to={`/admin/shortlists?careerId=${career.id}`} size="sm">
        Client shortlists
      </Anchor>
      <Button size="xs" variant="light" onClick={open}>
        Add to shortlist…
      </Button>
      <Modal opened={opened} onClose={() => !busy && setOpened(false)} title="Add to a client shortlist">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Select
              label="Shortlist"
              data={[
                { value: NEW, label: 'A new shortlist' },
                ...drafts.map((draft) => ({ value: String(draft.id), label: `${draft.title} (draft)` })),
              ]}
              value={target}
              onChange={(value) => setTarget(value ?? NEW)}
              allowDeselect={false}
            />
            <Checkbox.Group label="Candidates" value={chosen} onChange={setChosen}>
              <Stack gap={6} mt={6} mah={320} style={{ overflowY: 'auto' }}>
                {candidates.map((applicant) => (
                  <Checkbox
                    key={applicant.id}
                    value={String(applicant.id)}
                    label={`${applicant.name} · ${applicant.status.label}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {problem ? (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Add
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
