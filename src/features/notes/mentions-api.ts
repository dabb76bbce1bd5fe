// The signed-in person's mentions (/api/admin/mentions…), each answer checked against its contract.
import { MENTIONS_PATH } from '#contracts/api-paths.ts';
import { mentionPageSchema, mentionSchema, unreadMentionsSchema } from '#contracts/notes.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchMentions = (page = 1) => getChecked(mentionPageSchema, MENTIONS_PATH, { page });
export const fetchUnreadMentions = () => getChecked(unreadMentionsSchema, `${MENTIONS_PATH}/unread-count`);
export const markMentionRead = (id: number) =>
  sendChecked(mentionSchema, `${MENTIONS_PATH}/${id}/read`, 'POST');
export const markAllMentionsRead = () =>
  sendChecked(unreadMentionsSchema, `${MENTIONS_PATH}/read-all`, 'POST');
