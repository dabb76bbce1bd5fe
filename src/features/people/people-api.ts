// The person page's calls (/api/recruiter/people…, /api/recruiter/person-merges…), each answer checked
// against its contract.
import { PEOPLE_PATH, PERSON_MERGES_PATH } from '#contracts/api-paths.ts';
import {
  type PersonMergeInput,
  personMergeResultSchema,
  personSchema,
  personSummaryListSchema,
  personTagListSchema,
} from '#contracts/people.ts';
import { fetchChecked } from '#src/lib/api.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';
import { request } from '#src/lib/request-problem.ts';

export const fetchPerson = (personId: number) => getChecked(personSchema, `${PEOPLE_PATH}/${personId}`);
export const lookupPeople = (q: string, exclude: number) =>
  getChecked(personSummaryListSchema, `${PEOPLE_PATH}/lookup`, { q, exclude });
export const mergePeople = (input: PersonMergeInput) =>
  sendChecked(personMergeResultSchema, PERSON_MERGES_PATH, 'POST', input);
export const undoPersonMerge = (mergeId: number) =>
  sendChecked(personMergeResultSchema, `${PERSON_MERGES_PATH}/${mergeId}/undo`, 'POST');
export const addPersonTag = (personId: number, tag: string) =>
  sendChecked(personTagListSchema, `${PEOPLE_PATH}/${personId}/tags`, 'POST', { tag });
export const removePersonTag = (personId: number, tag: string) =>
  request(() =>
    fetchChecked(personTagListSchema, `${PEOPLE_PATH}/${personId}/tags/${encodeURIComponent(tag)}`, {
      method: 'DELETE',
    }),
  );
