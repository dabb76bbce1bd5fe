// The résumé file name as a download link; busy while downloading, and a failure only ends the busy state.
// Inside an option of the applicants panel it is `inOption`: a click downloads as the link does, but it is no
// button of its own (an option holds no focusable content, docs/decisions/0051); the card's link is the one
// the keyboard and screen readers reach.
import { Anchor, Loader, type MantineSize } from '@mantine/core';
import { type MouseEvent, useState } from 'react';
import { downloadResume } from './resume-download';

export interface ResumeLinkProps {
  applicationId: number;
  filename: string | null;
  /** In the panel's option: a pointer's download link there, text to the keyboard. @default false */
  inOption?: boolean;
  /** @default 'sm' */
  size?: MantineSize;
}

export function ResumeLink({ applicationId, filename, inOption = false, size = 'sm' }: ResumeLinkProps) {
  const [busy, setBusy] = useState(false);
  if (!filename) return null;
  const download = async (event: MouseEvent) => {
    // In the panel the click downloads; it does not also select the applicant and move the focus away.
    event.stopPropagation();
    if (busy) return;
    setBusy(true);
    try {
      await downloadResume(applicationId, filename);
    } catch {
      // No message, the busy flag is cleared (docs/requirements.md#errors-move-download).
    } finally {
      setBusy(false);
    }
  };
  const content = (
    <>
      {busy ? <Loader size={10} mr={4} aria-hidden /> : null}
      {filename}
    </>
  );
  if (inOption)
    return (
      // No keys of its own: the listbox around it has them, and Enter reaches the card's link.
      <Anchor
        component="span"
        size={size}
        aria-busy={busy}
        onClick={download}
        style={{ cursor: 'pointer', wordBreak: 'break-all' }}
      >
        {content}
      </Anchor>
    );
  return (
    <Anchor
      component="button"
      type="button"
      size={size}
      disabled={busy}
      aria-busy={busy}
      onClick={download}
      style={{ textAlign: 'left', wordBreak: 'break-all' }}
    >
      {content}
    </Anchor>
  );
}
