// "E-mail to {name} goes at {time}" on a card whose move queued the candidate's e-mail (docs/decisions/0021),
// with "Don't send" until it goes; the outcome is said politely.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { clockTime } from './board-rules';
import { stopStageMail } from './recruiter-api';

export interface PendingMailNoticeProps {
  applicant: Pick<BoardApplication, 'id' | 'name' | 'pendingMail'>;
  /** The e-mail was stopped: the board forgets it. */
  onStopped: () => void;
}

export function PendingMailNotice({ applicant, onStopped }: PendingMailNoticeProps) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const mail = applicant.pendingMail;

  async function stop(id: number) {
    setBusy(true);
    try {
      await stopStageMail(id);
      setSaid(`The e-mail to ${applicant.name} will not be sent.`);
      onStopped();
    } catch (error) {
      setSaid(toRequestProblem(error).message);
    } finally {
      setBusy(false);
    }
  }

  // Nothing at all on a card with no e-mail waiting: the tab's own announcements stay the only ones there.
  if (!mail && !said) return null;
  return (
    <>
      {mail ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">
            E-mail to {applicant.name} goes at <time dateTime={mail.sendAt}>{clockTime(mail.sendAt)}</time>
          </Text>
          {/* Dark red text and border on white (about 5.5:1): the light variant put red text on red. Never
              narrower than its words: beside a long name the sentence wraps, the button does not clip. */}
          <Button
            size="compact-xs"
            variant="outline"
            color="red.9"
            bg="white"
            style={{ flexShrink: 0 }}
            loading={busy}
            onClick={() => stop(mail.id)}
          >
            Don’t send
          </Button>
        </Group>
      ) : null}
      <Text size="sm" role="status" aria-live="polite">
        {said}
      </Text>
    </>
  );
}
