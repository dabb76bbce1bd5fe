// Saves downloads in the browser: an applicant's résumé under the required file name
// (docs/requirements.md#api-resume-download), and (admins) the archive of everything held about an applicant.
import { exportArchiveName } from '#contracts/admin-applicants.ts';
import { resumeDownloadName } from './board-rules';
import { fetchApplicantExport, fetchResume } from './recruiter-api';

/** Hands the bytes to the browser as a file download. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadResume(applicationId: number, storedName: string | null): Promise<void> {
  const { blob, disposition } = await fetchResume(applicationId);
  saveBlob(blob, resumeDownloadName(disposition, storedName, applicationId));
}

export async function downloadApplicantExport(applicationId: number): Promise<void> {
  saveBlob(await fetchApplicantExport(applicationId), exportArchiveName(applicationId));
}
