// Notes on a person or on one of their applications, and the @mentions in them (docs/decisions/0049). A note
// is markdown, kept with its sanitised HTML; only its author changes it, an admin may also delete it and read
// every version. Mentions are the named colleague's in-app list, read or unread.
import { z } from 'zod';
import { pagingQuerySchema, positiveIdSchema } from './admin-common';
import { isShallowMarkdown, MARKDOWN_NESTING_MESSAGE } from './admin-markdown';
import { plainLines } from './plain-text';

export const NOTE_BODY_MAX = 10_000;

export const NOTE_TEXTS = {
  empty: 'Please write the note.',
  tooLong: `Please keep a note under ${NOTE_BODY_MAX.toLocaleString('en-GB')} characters.`,
  subject: 'Say whose note it is: a personId or an applicationId (one of them).',
  /** Editing someone else's note: their words stay theirs, even for an admin. */
  editOwnOnly: 'Only the person who wrote a note can change it.',
  deleteOwnOnly: 'Only the person who wrote a note, or an administrator, can delete it.',
  historyAdminsOnly: 'Only administrators can read the history of a note.',
} as const;

const isoDate = z.iso.datetime({ offset: true });
const id = z.number().int().positive();

export const noteBodySchema = plainLines(
  z.string(NOTE_TEXTS.empty).trim().min(1, NOTE_TEXTS.empty).max(NOTE_BODY_MAX, NOTE_TEXTS.tooLong),
  'note',
).refine(isShallowMarkdown, MARKDOWN_NESTING_MESSAGE);

/** Exactly one of personId and applicationId, reported on personId. */
const oneSubject = (
  value: { personId?: number | undefined; applicationId?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if ((value.personId === undefined) === (value.applicationId === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['personId'], message: NOTE_TEXTS.subject });
  }
};

/** PUT /api/recruiter/notes/{id}. */
export const noteFormSchema = z.object({ body: noteBodySchema });
export type NoteForm = z.infer<typeof noteFormSchema>;

/** POST /api/recruiter/notes. */
export const newNoteSchema = z
  .object({ personId: id.optional(), applicationId: id.optional(), body: noteBodySchema })
  .superRefine(oneSubject);
export type NewNote = z.infer<typeof newNoteSchema>;

/** GET /api/recruiter/notes?personId= | ?applicationId= ; includeDeleted=true for admins. */
export const notesQuerySchema = z
  .object({
    personId: positiveIdSchema('person id').optional(),
    applicationId: positiveIdSchema('application id').optional(),
    includeDeleted: z
      .enum(['true', 'false'], 'includeDeleted must be true or false.')
      .transform((value) => value === 'true')
      .optional(),
  })
  .superRefine(oneSubject);
export type NotesQuery = z.infer<typeof notesQuerySchema>;

export const noteIdParamsSchema = z.object({ id: positiveIdSchema('note id') });
export const mentionIdParamsSchema = z.object({ id: positiveIdSchema('mention id') });

export const noteAuthorSchema = z.object({
  /** Null once the account is gone; the username stays. */
  id: z.number().int().nullable(),
  username: z.string(),
  displayName: z.string(),
});

export const noteSchema = z.object({
  id,
  personId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  /** The application the note is on, when it is on one: which job, for the person page's list. */
  application: z.object({ id, jobTitle: z.string() }).nullable(),
  author: noteAuthorSchema,
  body: z.string(),
  /** Sanitised when it was saved: safe to put into the page. */
  html: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  edited: z.boolean(),
  /** Set only on a deleted note, which only admins are shown (includeDeleted). */
  deletedAt: isoDate.nullable(),
  /** Usernames of the colleagues the note names (and who were told). */
  mentions: z.array(z.string()),
  mayEdit: z.boolean(),
  mayDelete: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteListSchema = z.object({
  items: z.array(noteSchema),
  /** The signed-in person may read every version of a note (admins). */
  mayReadHistory: z.boolean(),
});
export type NoteList = z.infer<typeof noteListSchema>;

export const noteRevisionKinds = ['created', 'edited', 'deleted'] as const;
export const noteRevisionSchema = z.object({
  id,
  kind: z.enum(noteRevisionKinds),
  body: z.string(),
  /** The username of who wrote, edited or deleted it. */
  by: z.string(),
  at: isoDate,
});
export type NoteRevision = z.infer<typeof noteRevisionSchema>;
export const noteHistorySchema = z.object({ noteId: id, items: z.array(noteRevisionSchema) });
export type NoteHistory = z.infer<typeof noteHistorySchema>;

/** A colleague a note can name: active staff who can read notes (admins and recruiters). */
export const colleagueSchema = z.object({ username: z.string(), displayName: z.string() });
export type Colleague = z.infer<typeof colleagueSchema>;
export const colleagueListSchema = z.array(colleagueSchema);

/** What a note is about, for the mentions list and its link. */
export const noteSubjectSchema = z.object({
  personId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  /** The application's career, for the board's address when there is no person page to go to. */
  careerId: z.number().int().nullable(),
  name: z.string(),
  jobTitle: z.string().nullable(),
});
export type NoteSubject = z.infer<typeof noteSubjectSchema>;

export const mentionSchema = z.object({
  id,
  noteId: id,
  /** Display name of whoever wrote the note. */
  by: z.string(),
  /** The note's beginning, as plain text. */
  excerpt: z.string(),
  subject: noteSubjectSchema,
  createdAt: isoDate,
  readAt: isoDate.nullable(),
});
export type Mention = z.infer<typeof mentionSchema>;

/** GET /api/admin/mentions: unread first, then newest. */
export const mentionListQuerySchema = pagingQuerySchema.omit({ q: true });
export const mentionPageSchema = z.object({
  items: z.array(mentionSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  unread: z.number().int().min(0),
});
export type MentionPage = z.infer<typeof mentionPageSchema>;

/** GET …/mentions/unread-count: what the staff header polls. */
export const unreadMentionsSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadMentions = z.infer<typeof unreadMentionsSchema>;

/** The page a note's subject is shown on: the person page, else the application's board. */
export function noteSubjectPage(
  subject: Pick<NoteSubject, 'personId' | 'careerId'>,
  boardOf: (careerId: number) => string,
) {
  if (subject.personId !== null) return `/admin/people/${subject.personId}`;
  if (subject.careerId !== null) return boardOf(subject.careerId);
  return null;
}
