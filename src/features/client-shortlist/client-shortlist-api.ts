// The client contact's calls (/api/shortlist/{token}…), answers checked against the contract. The résumé is a
// plain link through the token: the browser downloads it, and the server audits it.
import { CLIENT_SHORTLIST_PATH } from '#contracts/api-paths.ts';
import { type ClientAnswerInput, clientShortlistSchema } from '#contracts/shortlists.ts';
import { API_BASE_URL } from '#src/lib/api.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

const base = (token: string) => `${CLIENT_SHORTLIST_PATH}/${encodeURIComponent(token)}`;

export const fetchClientShortlist = (token: string) => getChecked(clientShortlistSchema, base(token));
export const answerCandidate = (token: string, entryId: number, input: ClientAnswerInput) =>
  sendChecked(clientShortlistSchema, `${base(token)}/answers/${entryId}`, 'POST', input);
export const resumeUrl = (token: string, entryId: number) =>
  `${API_BASE_URL}${base(token)}/resumes/${entryId}`;
