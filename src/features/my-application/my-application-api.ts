// The status page's calls (/api/my-application…), answers checked against the contract.
import { MY_APPLICATION_PATH } from '#contracts/api-paths.ts';
import { myApplicationSchema, statusLinkSentSchema } from '#contracts/my-application.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchMyApplication = (token: string) =>
  getChecked(myApplicationSchema, `${MY_APPLICATION_PATH}/${encodeURIComponent(token)}`);
export const withdrawMyApplication = (token: string) =>
  sendChecked(myApplicationSchema, `${MY_APPLICATION_PATH}/${encodeURIComponent(token)}/withdraw`, 'POST');
export const requestStatusLink = (email: string) =>
  sendChecked(statusLinkSentSchema, `${MY_APPLICATION_PATH}/links`, 'POST', { email });
