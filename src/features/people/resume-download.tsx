// An application's résumé as a download button on the person page: the board's résumé call, saved under the
// file name the applicant gave (the board's own link lives in its feature; features do not share files).
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { JOB_MANAGEMENT_PATH } from '#contracts/api-paths.ts';
import { api } from '#src/lib/api.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { toast } from '#src/lib/toast.ts';

async function saveResume(applicationId: number, filename: string) {
  const response = await api.raw(`${JOB_MANAGEMENT_PATH}/applications/${applicationId}/resume`, {
    responseType: 'blob',
  });
  if (!response._data) throw new Error('empty résumé response');
  const url = URL.createObjectURL(response._data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ResumeDownload({ applicationId, filename }: { applicationId: number; filename: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-busy={busy}
      aria-label={`Download résumé ${filename}`}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await saveResume(applicationId, filename);
        } catch (error) {
          toast.error(toRequestProblem(error).message);
        } finally {
          setBusy(false);
        }
      }}
      style={{ textAlign: 'left', wordBreak: 'break-all' }}
    >
      {filename}
    </Anchor>
  );
}
