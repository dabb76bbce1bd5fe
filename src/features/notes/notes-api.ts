// The notes calls (/api/recruiter/notes…), each answer checked against its contract.
import { NOTES_PATH } from '#contracts/api-paths.ts';
import {
  colleagueListSchema,
  type NewNote,
  noteHistorySchema,
  noteListSchema,
  noteSchema,
} from '#contracts/notes.ts';
import { getChecked, sendChecked, sendDelete } from '#src/lib/checked-api.ts';

/** Whose notes: a person's (with their applications') or one application's. */
export type NoteSubjectRef = { personId?: number | undefined; applicationId?: number | undefined };

export const fetchNotes = (subject: NoteSubjectRef, includeDeleted = false) =>
  getChecked(noteListSchema, NOTES_PATH, { ...subject, includeDeleted: includeDeleted || undefined });
export const createNote = (note: NewNote) => sendChecked(noteSchema, NOTES_PATH, 'POST', note);
export const updateNote = (id: number, body: string) =>
  sendChecked(noteSchema, `${NOTES_PATH}/${id}`, 'PUT', { body });
export const deleteNote = (id: number) => sendDelete(`${NOTES_PATH}/${id}`);
export const fetchNoteHistory = (id: number) => getChecked(noteHistorySchema, `${NOTES_PATH}/${id}/history`);
export const fetchColleagues = () => getChecked(colleagueListSchema, `${NOTES_PATH}/colleagues`);
