// /admin/scorecards/{interviewId}: the interviewer's page for one interview. Their own scorecard form while
// they may write it (or why they may not), then the other interviewers' scorecards, hidden until theirs is
// submitted (no anchoring). Admins and recruiters who did not interview see the submitted ones.
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { InterviewScorecards } from '#contracts/scorecards.ts';
import { AdminPageShell } from './page-shell';
import { ScorecardForm } from './scorecard-form';
import { ScorecardList, ScorecardView } from './scorecard-view';
import { saveScorecard } from './scorecards-api';

export function InterviewScorecardPage({ initial }: { initial: InterviewScorecards }) {
  const [data, setData] = useState(initial);
  const { interview } = data;
  const when = interview.startsAt ? new Date(interview.startsAt).toLocaleString() : 'not booked';
  return (
    <AdminPageShell
      title={`Scorecard: ${interview.candidateName}`}
      description={`${interview.careerTitle} · interview ${when}`}
    >
      <Stack gap="lg">
        {data.cannotWrite === null ? (
          <ScorecardForm
            criteria={data.criteria}
            draft={data.mine}
            save={async (input) => setData(await saveScorecard(interview.id, input))}
          />
        ) : (
          <Stack gap="sm">
            <Text role="note">{data.cannotWrite}</Text>
            {data.mine ? <ScorecardView card={data.mine} /> : null}
          </Stack>
        )}
        <section aria-labelledby="other-scorecards">
          <Title order={2} size="h4" id="other-scorecards" mb="sm">
            {data.isInterviewer ? 'The other interviewers’ scorecards' : 'Scorecards'}
          </Title>
          <ScorecardList scorecards={data.others} empty="No other scorecard has been submitted yet." />
        </section>
      </Stack>
    </AdminPageShell>
  );
}
