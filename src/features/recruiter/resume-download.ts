// Downloads an applicant's résumé and saves it in the browser under the SPEC §7 file name.
import { resumeDownloadName } from './board-rules';
import { fetchResume } from './recruiter-api';

export async function downloadResume(applicationId: number, storedName: string | null): Promise<void> {
  const { blob, disposition } = await fetchResume(applicationId);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = resumeDownloadName(disposition, storedName, applicationId);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
