// The résumé file name as a download link; busy while downloading, and a failure only ends the busy state.
import { Anchor, Loader } from '@mantine/core';
import { useState } from 'react';
import { downloadResume } from './resume-download';

export interface ResumeLinkProps {
  applicationId: number;
  filename: string | null;
}

export function ResumeLink({ applicationId, filename }: ResumeLinkProps) {
  const [busy, setBusy] = useState(false);
  if (!filename) return null;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await downloadResume(applicationId, filename);
        } catch {
          // No message, the busy flag is cleared (docs/requirements.md#errors-move-download).
        } finally {
          setBusy(false);
        }
      }}
      style={{ textAlign: 'left', wordBreak: 'break-all' }}
    >
      {busy ? <Loader size={10} mr={4} aria-hidden /> : null}
      {filename}
    </Anchor>
  );
}
