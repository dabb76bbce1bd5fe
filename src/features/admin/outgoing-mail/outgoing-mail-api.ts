// The outgoing-mail calls (/api/admin/mail…), answers checked against the contract.
import { ADMIN_MAIL_PATH } from '#contracts/api-paths.ts';
import { type MailState, outgoingMailListSchema } from '#contracts/outgoing-mail.ts';
import { api } from '#src/lib/api.ts';
import { getChecked } from '#src/lib/checked-api.ts';
import { request } from '#src/lib/request-problem.ts';

export const fetchOutgoingMail = (state: MailState) =>
  getChecked(outgoingMailListSchema, ADMIN_MAIL_PATH, { state });
/** Answers 204: the message is queued again. */
export const retryOutgoingMail = (id: number) =>
  request(() => api(`${ADMIN_MAIL_PATH}/${id}/retry`, { method: 'POST' }));
