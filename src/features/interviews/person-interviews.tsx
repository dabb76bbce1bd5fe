// The person page's interviews: a panel for each application in "Interviewing" (where new ones are proposed)
// and for any other that has interviews (past ones stay on record). Placed by the route beside the notes.
import { Stack } from '@mantine/core';
import type { PersonApplication } from '#contracts/people.ts';
import { useInterviewerChoices } from './interviewer-choices';
import { InterviewsPanel } from './interviews-panel';
import type { StaffChoice } from './propose-interview-dialog';

/** The pipeline status in which interviews are proposed (contracts/application-status.ts). */
const INTERVIEWING = 'INTERVIEWING';

export interface PersonInterviewsProps {
  applications: readonly Pick<PersonApplication, 'id' | 'career' | 'status'>[];
  /** Who may be chosen to interview. @default every active member of staff (interviewer-choices.ts) */
  staff?: readonly StaffChoice[];
}

export function PersonInterviews({ applications, staff }: PersonInterviewsProps) {
  const signedIn = useInterviewerChoices();
  if (applications.length === 0) return null;
  return (
    <Stack gap="md">
      {applications.map((application) => (
        <InterviewsPanel
          key={application.id}
          applicationId={application.id}
          careerTitle={application.career.title}
          interviewing={application.status.statusCode === INTERVIEWING}
          staff={staff ?? signedIn}
        />
      ))}
    </Stack>
  );
}
