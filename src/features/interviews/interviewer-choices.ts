// Who "Propose interview" offers as interviewers: every active member of staff, as the server lists them
// (GET …/interviews/interviewers, the same people a proposal accepts). Until the list arrives, or should it
// fail, the signed-in staff member is offered, so a recruiter can still propose an interview they hold.
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '#src/lib/session/use-session.ts';
import { fetchInterviewerChoices } from './interviews-api';
import type { StaffChoice } from './propose-interview-dialog';

export function useInterviewerChoices(): StaffChoice[] {
  const { user } = useSession();
  const [listed, setListed] = useState<StaffChoice[] | null>(null);
  useEffect(() => {
    let current = true;
    fetchInterviewerChoices().then(
      (choices) => current && setListed(choices),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return useMemo(() => listed ?? (user ? [{ userId: user.id, name: user.displayName }] : []), [listed, user]);
}
