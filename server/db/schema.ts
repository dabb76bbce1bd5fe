// The whole product's data model (Drizzle, PostgreSQL dialect: PGlite and PostgreSQL alike).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  auditActions,
  interviewKinds,
  interviewStates,
  mailStates,
  offices,
  recommendations,
  shortlistAnswers,
  shortlistStates,
} from '../../contracts/value-lists';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Staff accounts. Usernames are stored lower-cased; passwords only as scrypt hashes. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['ADMIN', 'RECRUITER', 'EMPLOYEE'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    profileComplete: boolean('profile_complete').notNull().default(false),
    /** The password is a one-time one an admin was shown; until it is replaced only the own account opens. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    check('users_role_check', sql`${t.role} in ('ADMIN', 'RECRUITER', 'EMPLOYEE')`),
  ],
);

/** One row per sign-in; a token is valid only while its session is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The person behind a staff account: the profile completed at first sign-in. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    designation: text('designation'),
    department: text('department'),
    office: text('office', { enum: ['india', 'uk'] }),
    joinedOn: date('joined_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_user_key').on(t.userId),
    uniqueIndex('employees_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Client companies the firm recruits for; the admin routes address them by "sno"
 * (docs/requirements.md#routes-admin). */
export const clients = pgTable(
  'clients',
  {
    sno: serial('sno').primaryKey(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    industry: text('industry'),
    country: text('country'),
    address: text('address'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_name_idx').on(sql`lower(${t.name})`)],
);

export const careerStatuses = ['OPEN', 'ON_HOLD', 'CLOSED', 'FILLED'] as const;
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;

/** Job openings. Only OPEN careers are public. */
export const careers = pgTable(
  'careers',
  {
    id: serial('id').primaryKey(),
    jobId: text('job_id').notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    employmentType: text('employment_type', { enum: employmentTypes }).notNull(),
    location: text('location').notNull(),
    experience: text('experience').notNull(),
    vacancies: integer('vacancies').notNull().default(1),
    description: text('description').notNull().default(''),
    /** The description as sanitised HTML, rendered when it was saved; null until first rendered. */
    descriptionHtml: text('description_html'),
    clientSno: integer('client_sno').references(() => clients.sno, { onDelete: 'set null' }),
    status: text('status', { enum: careerStatuses }).notNull().default('OPEN'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    closingDate: date('closing_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('careers_job_id_key').on(t.jobId),
    index('careers_status_posted_idx').on(t.status, t.postedAt),
    index('careers_client_idx').on(t.clientSno),
    check('careers_vacancies_check', sql`${t.vacancies} >= 1`),
  ],
);

/** The pipeline's stages; seeded with the eight defaults (docs/requirements.md#application-statuses) by a
 * migration. */
export const applicationStatuses = pgTable('application_statuses', {
  id: serial('id').primaryKey(),
  // A unique constraint (not just an index): applications reference statuses by code.
  code: text('code').notNull().unique('application_statuses_code_key'),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A person's application to one career, with the resume's metadata (the file lives in storage). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    careerId: integer('career_id')
      .notNull()
      .references(() => careers.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    state: text('state'),
    city: text('city'),
    /** Where the applicant came from (contracts/application-source.ts): ref, campaign source or referring host. */
    source: text('source'),
    sourceMedium: text('source_medium'),
    sourceCampaign: text('source_campaign'),
    resumeKey: text('resume_key'),
    resumeFilename: text('resume_filename'),
    resumeContentType: text('resume_content_type'),
    resumeSize: integer('resume_size'),
    /** The person this application belongs to (docs/decisions/0047); set when it arrives or by the backfill. */
    personId: integer('person_id').references((): AnyPgColumn => people.id, { onDelete: 'restrict' }),
    statusCode: text('status_code')
      .notNull()
      .default('APPLIED')
      .references(() => applicationStatuses.code, { onUpdate: 'cascade' }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_career_applied_idx').on(t.careerId, t.appliedAt),
    index('applications_career_email_idx').on(t.careerId, sql`lower(${t.email})`),
    index('applications_career_mobile_idx').on(t.careerId, t.mobile),
    index('applications_status_idx').on(t.statusCode),
    index('applications_person_idx').on(t.personId),
    index('applications_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.fullName} || ' ' || ${t.email} || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.state}, '') || ' ' || coalesce(${t.source}, ''))`,
    ),
  ],
);

/** Why applicants are rejected (decision 0020): a list admins keep; a reason in use is switched off, not
 * deleted. */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    /** "Other": the recruiter says more in the move's note. */
    needsNote: boolean('needs_note').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('rejection_reasons_label_key').on(sql`lower(${t.label})`)],
);

/** Every stage change, written in the same transaction as the change itself. */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    /** A rejection's reason, when one was given. */
    reasonId: integer('reason_id').references(() => rejectionReasons.id, { onDelete: 'restrict' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The move this row undoes (decision 0023): the recruiter who made it took it back within the window. */
    undoesId: integer('undoes_id').references((): AnyPgColumn => applicationStatusHistory.id, {
      onDelete: 'cascade',
    }),
    /** A move undone, or the row that undid it: both kept for the record, neither counts in reports. */
    voided: boolean('voided').notNull().default(false),
    /**
     * What the reports read, kept by the database (migration 0015's triggers), never written by the app:
     * when the applicant left this status (the next counted row's time; null while there, or voided) …
     */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** … and whether this is the first counted row of the application reaching `toStatus`. */
    firstReach: boolean('first_reach').notNull().default(false),
  },
  (t) => [
    index('application_history_app_idx').on(t.applicationId, t.changedAt),
    uniqueIndex('application_history_undoes_key').on(t.undoesId),
    // The report's arrivals at one status (offers, fills): a few thousand rows, not a scan of the history.
    index('application_history_first_reach_idx').on(t.toStatus, t.applicationId).where(sql`${t.firstReach}`),
  ],
);

export const blogStatuses = ['DRAFT', 'PUBLISHED'] as const;

/** Blog posts; body is markdown, only PUBLISHED posts are public. */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The body as sanitised HTML, rendered when it was saved; null until first rendered. */
    bodyHtml: text('body_html'),
    coverImage: text('cover_image'),
    coverAlt: text('cover_alt'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: blogStatuses }).notNull().default('DRAFT'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blogs_slug_key').on(t.slug),
    index('blogs_status_published_idx').on(t.status, t.publishedAt),
  ],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    service: text('service'),
    state: text('state'),
    city: text('city'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Fixed-window request counters for rate limits, shared by every server process (Redis replaces it when set). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Who exported, erased or purged personal data, and when (docs/decisions/0007). It names its subject by
 * id and counts only: never the personal data itself, which would outlive the erasure it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    action: text('action', { enum: auditActions }).notNull(),
    /** The staff account; null for the scheduled jobs, or once the account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The username at the time, or "system": kept even when the account goes. */
    actorName: text('actor_name').notNull(),
    /** The application concerned (not a foreign key: the row is gone after an erasure). */
    applicationId: integer('application_id'),
    /** Counts and settings of the run, e.g. { applications: 3, files: 3 }. */
    details: jsonb('details').$type<Record<string, number | string | boolean>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    check(
      'audit_log_action_check',
      sql`${t.action} in (${sql.raw(auditActions.map((action) => `'${action}'`).join(', '))})`,
    ),
  ],
);

/** A file attached to an outgoing e-mail, as stored. */
export interface MailAttachmentRow {
  filename: string;
  /** e.g. `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: string;
  content: string;
}

/** Raw bytes; node-postgres answers a Buffer, PGlite a Uint8Array: both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files kept in the database (the default file store, docs/decisions/0012): résumés and blog covers, one
 * row per file, its bytes in chunks. A file is `complete` once every chunk is in; an upload cut off leaves
 * an incomplete file that is never read and that the orphan sweep removes.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** 'resumes' or 'covers': a public cover address can never reach a résumé. */
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    size: integer('size').notNull().default(0),
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'stored_files_pkey', columns: [t.bucket, t.key] })],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ name: 'stored_file_chunks_pkey', columns: [t.bucket, t.key, t.seq] }),
    foreignKey({
      name: 'stored_file_chunks_file_fk',
      columns: [t.bucket, t.key],
      foreignColumns: [storedFiles.bucket, storedFiles.key],
    }).onDelete('cascade'),
  ],
);

/**
 * Periodic work run once per period across every server (docs/decisions/0012): a server claims a run by
 * updating its row; a run whose server died is claimable again once its lease has passed.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  task: text('task').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * One row counting the committed transactions that changed what the recruiting report reads (applications,
 * their history, careers, clients, statuses, rejection reasons): triggers from migration 0014 bump it once
 * per transaction, at commit. A server keeps report answers while the count stays the same
 * (services/report-data-version.ts); last_txid is the transaction that bumped it last.
 */
export const reportDataVersion = pgTable(
  'report_data_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    lastTxid: bigint('last_txid', { mode: 'number' }),
  },
  (t) => [check('report_data_version_one_row', sql`${t.id}`)],
);

/**
 * Every e-mail the firm sends, kept until it is delivered (decision 0021): a pg-boss job in the same
 * transaction delivers it at send_at, with retries; "failed" after the last try, for an admin to retry. A
 * message about an applicant or a contact message goes when they are erased. A try takes it from "queued" to
 * "sending" before it hands it to the mail server, and only a queued one can be stopped
 * (docs/decisions/0040).
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    /** A stage e-mail's status: one per application and status, unless cancelled (decision 0021). */
    statusCode: text('status_code'),
    toName: text('to_name').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    state: text('state', { enum: mailStates }).notNull().default('queued'),
    /** The pg-boss job that may deliver it now: a job left over from before an admin's retry does nothing. */
    jobId: uuid('job_id').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The interview an invitation or reminder is about, and the interview's sequence when it was written: a
     * reminder whose interview has moved on (another time, cancelled) is stopped, not sent (decision 0056).
     * Kept (null) when the interview goes with its erased application: the interviewers' CANCEL still goes.
     */
    interviewId: integer('interview_id').references((): AnyPgColumn => interviews.id, {
      onDelete: 'set null',
    }),
    interviewSequence: integer('interview_sequence'),
    /** Files sent with the message, e.g. an interview's `.ics` invitation (text content). */
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>(),
  },
  (t) => [
    index('outgoing_mails_interview_idx').on(t.interviewId),
    check(
      'outgoing_mails_state_check',
      sql`${t.state} in (${sql.raw(mailStates.map((state) => `'${state}'`).join(', '))})`,
    ),
    index('outgoing_mails_state_idx').on(t.state, t.createdAt),
    index('outgoing_mails_application_idx').on(t.applicationId),
    uniqueIndex('outgoing_mails_stage_key')
      .on(t.applicationId, t.statusCode)
      .where(sql`${t.kind} = 'stage' and ${t.state} <> 'cancelled'`),
  ],
);

/**
 * The applicant's status-page links (decision 0022): only a hash of each token is kept. A link ends after 180
 * days, or with its application when that is erased or purged.
 */
export const applicationLinks = pgTable(
  'application_links',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('application_links_token_key').on(t.tokenHash),
    index('application_links_application_idx').on(t.applicationId),
  ],
);

/** What the candidate is told when their application enters a status (decision 0021): one per status, or
 * none. */
export const stageMailTemplates = pgTable('stage_mail_templates', {
  statusCode: text('status_code')
    .primaryKey()
    .references(() => applicationStatuses.code, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  /** Markdown with {{placeholders}}; rendered and sanitised like a blog body when it is sent. */
  body: text('body').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One person behind one or more applications (docs/decisions/0047): matched by e-mail or mobile when an
 * application arrives, as the duplicate rule matches. A person merged into another keeps its row with
 * merged_into_id set, so the merge can be undone; it is gone once none of its applications remain.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => people.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('people_email_idx').on(t.email),
    index('people_mobile_idx').on(t.mobile),
    index('people_merged_into_idx').on(t.mergedIntoId),
  ],
);

/** A recruiter's merge of two people: which applications moved, so that undoing it moves exactly those back. */
export const personMerges = pgTable(
  'person_merges',
  {
    id: serial('id').primaryKey(),
    keptPersonId: integer('kept_person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    mergedPersonId: integer('merged_person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    applicationIds: jsonb('application_ids').$type<number[]>().notNull(),
    mergedBy: integer('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('person_merges_kept_idx').on(t.keptPersonId),
    index('person_merges_merged_idx').on(t.mergedPersonId),
  ],
);

/** Recruiters' labels on people ("java", "relocating"), lower-cased. */
export const personTags = pgTable(
  'person_tags',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'person_tags_pkey', columns: [t.personId, t.tag] }),
    index('person_tags_tag_idx').on(t.tag),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text of an application's résumé (docs/decisions/0048), extracted once when it arrives or by the
 * backfill: "extracted", "empty" (no text in it), "unreadable" (with the reason) or "too-large". The talent
 * pool searches `document`; an application without a row here is still to be read.
 */
export const resumeTexts = pgTable(
  'resume_texts',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['extracted', 'empty', 'unreadable', 'too-large'] }).notNull(),
    text: text('text').notNull().default(''),
    reason: text('reason'),
    document: tsvector('document').notNull().generatedAlwaysAs(sql`to_tsvector('english', "text")`),
    extractedAt: timestamp('extracted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resume_texts_document_idx').using('gin', t.document),
    check('resume_texts_state_check', sql`${t.state} in ('extracted', 'empty', 'unreadable', 'too-large')`),
  ],
);

/**
 * What the talent pool searches (docs/decisions/0055): one row per person who has applications and has not
 * been merged into someone else, summing up their applications and those of the records merged into them.
 * Kept by the database itself (migration 0020's triggers on applications, their status history, résumé texts
 * and people's merges), never written by the app; so a search is one indexed query over people.
 */
export const personSearch = pgTable(
  'person_search',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** Every application of the person and of the records merged into them, latest first. */
    applicationIds: integer('application_ids').array().notNull(),
    /** The careers of those applications, latest first (a career applied for twice is there twice). */
    careerIds: integer('career_ids').array().notNull(),
    /** What one of the applications was: `c:<career id>`, `s:<state>`, `l:<city>` (both lower-cased), `o:<source>`. */
    facets: text('facets').array().notNull(),
    /** The latest application's status and place. */
    statusCode: text('status_code').notNull(),
    city: text('city'),
    state: text('state'),
    firstAppliedAt: timestamp('first_applied_at', { withTimezone: true }).notNull(),
    lastAppliedAt: timestamp('last_applied_at', { withTimezone: true }).notNull(),
    /**
     * The retention rule (decision 0007) in one value: 'infinity' while an application is in a status the
     * purge never takes, else the latest last change of the applications; the person is kept while this is
     * within RETENTION_MONTHS.
     */
    retentionAnchor: timestamp('retention_anchor', { withTimezone: true }).notNull(),
    /** Their résumés' `document`s (English), one after the other. */
    resumeDocument: tsvector('resume_document').notNull(),
    /** Their applications' own words (name, e-mail, place, source) as applications_search_idx has them. */
    fieldsDocument: tsvector('fields_document').notNull(),
  },
  (t) => [
    index('person_search_facets_idx').using('gin', t.facets),
    index('person_search_resume_idx').using('gin', t.resumeDocument),
    index('person_search_fields_idx').using('gin', t.fieldsDocument),
    index('person_search_recent_idx').on(t.lastAppliedAt.desc(), t.personId.desc()),
  ],
);

/**
 * Notes on a person or on one of their applications (docs/decisions/0049): markdown, kept with its sanitised
 * HTML. Deleting sets deleted_at; every version stays in note_revisions for the audit log.
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The username at the time: kept when the account goes. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('notes_person_idx').on(t.personId),
    index('notes_application_idx').on(t.applicationId),
    check('notes_subject_check', sql`${t.personId} is not null or ${t.applicationId} is not null`),
  ],
);

export const noteRevisions = pgTable(
  'note_revisions',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'edited', 'deleted'] }).notNull(),
    body: text('body').notNull(),
    byId: integer('by_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('note_revisions_note_idx').on(t.noteId),
    check('note_revisions_kind_check', sql`${t.kind} in ('created', 'edited', 'deleted')`),
  ],
);

/** A colleague named with @username in a note: their in-app list, read or unread. */
export const mentions = pgTable(
  'mentions',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mentions_note_user_key').on(t.noteId, t.userId),
    index('mentions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Careers a staff member follows and how they hear of new applicants: each one, a daily digest, or nothing. */
export const careerFollows = pgTable(
  'career_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerId: integer('career_id')
      .notNull()
      .references(() => careers.id, { onDelete: 'cascade' }),
    delivery: text('delivery', { enum: ['each', 'digest', 'none'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'career_follows_pkey', columns: [t.userId, t.careerId] }),
    index('career_follows_career_idx').on(t.careerId),
    check('career_follows_delivery_check', sql`${t.delivery} in ('each', 'digest', 'none')`),
  ],
);

/**
 * A staff member's own settings: when their digest goes (a local time in their IANA time zone; the day's
 * digest is claimed by moving last_digest_on, so one server sends it) and how their board shows applicants.
 */
export const staffPreferences = pgTable(
  'staff_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** "HH:MM", 24-hour, in time_zone. */
    digestTime: text('digest_time').notNull().default('09:00'),
    lastDigestOn: date('last_digest_on'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    boardView: text('board_view', { enum: ['cards', 'list'] })
      .notNull()
      .default('cards'),
    boardSort: text('board_sort').notNull().default('applied'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('staff_preferences_digest_time_check', sql`${t.digestTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('staff_preferences_board_view_check', sql`${t.boardView} in ('cards', 'list')`),
  ],
);

/**
 * Interviews (docs/decisions/0056): one application's interview, proposed with one fixed time or several slots,
 * booked by the candidate on their status page (or at once when the time was fixed). `sequence` is the iCalendar
 * SEQUENCE: raised on every change the invitations announce. Times are instants; `office` gives the time zone
 * the invitations are written in and, for an on-site interview, the place.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    /** The iCalendar UID: stable for the interview's whole life. */
    uid: text('uid').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: interviewKinds }).notNull(),
    office: text('office', { enum: offices }).notNull(),
    videoLink: text('video_link'),
    durationMinutes: integer('duration_minutes').notNull(),
    state: text('state', { enum: interviewStates }).notNull().default('proposed'),
    /** The booked time; null while proposed (and for one cancelled before it was booked). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The candidate may book, move or cancel until this many hours before the time. */
    cutoffHours: integer('cutoff_hours').notNull().default(24),
    sequence: integer('sequence').notNull().default(0),
    proposedById: integer('proposed_by_id').references(() => users.id, { onDelete: 'set null' }),
    proposedByName: text('proposed_by_name').notNull(),
    /** Why it was cancelled, as the invitations' CANCEL says it (e.g. "The candidate cancelled."). */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('interviews_uid_key').on(t.uid),
    index('interviews_application_idx').on(t.applicationId),
    index('interviews_state_starts_idx').on(t.state, t.startsAt),
    check(
      'interviews_kind_check',
      sql`${t.kind} in (${sql.raw(interviewKinds.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'interviews_office_check',
      sql`${t.office} in (${sql.raw(offices.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'interviews_state_check',
      sql`${t.state} in (${sql.raw(interviewStates.map((v) => `'${v}'`).join(', '))})`,
    ),
    check('interviews_duration_check', sql`${t.durationMinutes} between 15 and 480`),
    check('interviews_cutoff_check', sql`${t.cutoffHours} between 0 and 168`),
    check('interviews_video_link_check', sql`${t.kind} <> 'video' or ${t.videoLink} is not null`),
  ],
);

/** The times offered for a proposed interview (one for a fixed time). A booking picks one of them. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('interview_slots_interview_starts_key').on(t.interviewId, t.startsAt)],
);

/**
 * Who interviews. A booking locks its interviewers' rows (users, in id order) and then checks their other
 * booked interviews for an overlap, so a time is never booked twice, whichever server takes it.
 */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'interview_interviewers_pkey', columns: [t.interviewId, t.userId] }),
    index('interview_interviewers_user_idx').on(t.userId),
  ],
);

/** A career's scorecard criteria, kept by admins; a career without a row uses the defaults (contracts). */
export const scorecardTemplates = pgTable('scorecard_templates', {
  careerId: integer('career_id')
    .primaryKey()
    .references(() => careers.id, { onDelete: 'cascade' }),
  criteria: text('criteria').array().notNull(),
  updatedAt: updatedAt(),
});

/** One rating of a criterion on a scorecard, 1 (poor) to 5 (excellent). */
export interface ScorecardRating {
  criterion: string;
  rating: number;
}

/**
 * An interviewer's scorecard for an interview: a draft until submitted. Others' scorecards are shown to an
 * interviewer only once their own is submitted (no anchoring).
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratings: jsonb('ratings').$type<ScorecardRating[]>().notNull().default([]),
    recommendation: text('recommendation', { enum: recommendations }),
    notes: text('notes').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scorecards_interview_interviewer_key').on(t.interviewId, t.interviewerId),
    index('scorecards_interviewer_idx').on(t.interviewerId),
    check(
      'scorecards_recommendation_check',
      sql`${t.recommendation} is null or ${sql.raw(`"recommendation" in (${recommendations.map((v) => `'${v}'`).join(', ')})`)}`,
    ),
    check('scorecards_submitted_check', sql`${t.submittedAt} is null or ${t.recommendation} is not null`),
  ],
);

/** An admin's move to "Offer Released" without a submitted "yes" scorecard, and why (the audit log has the id). */
export const offerOverrides = pgTable(
  'offer_overrides',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    byId: integer('by_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_overrides_application_idx').on(t.applicationId)],
);

/** A staff member's private calendar feed of their interviews: only a hash of the secret token is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);

/**
 * A shortlist of a client's career's applicants, shared with the client's contact by a secret link (only its
 * hash is kept) until it expires or is revoked (machines/shortlist.machine.ts; "expired" is read from
 * expires_at). The contact's name and e-mail are copied from the client record when it is shared.
 */
export const shortlists = pgTable(
  'shortlists',
  {
    id: serial('id').primaryKey(),
    careerId: integer('career_id')
      .notNull()
      .references(() => careers.id, { onDelete: 'cascade' }),
    clientSno: integer('client_sno')
      .notNull()
      .references(() => clients.sno, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    state: text('state', { enum: shortlistStates }).notNull().default('draft'),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shortlists_token_key').on(t.tokenHash),
    index('shortlists_career_idx').on(t.careerId),
    check(
      'shortlists_state_check',
      sql`${t.state} in (${sql.raw(shortlistStates.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

/** A candidate on a shortlist: what the recruiter chose to share, and the client's answer. */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    id: serial('id').primaryKey(),
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    shareSummary: boolean('share_summary').notNull().default(true),
    shareResume: boolean('share_resume').notNull().default(false),
    shareNote: boolean('share_note').notNull().default(false),
    summary: text('summary').notNull().default(''),
    note: text('note').notNull().default(''),
    answer: text('answer', { enum: shortlistAnswers }),
    answerComment: text('answer_comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shortlist_entries_shortlist_application_key').on(t.shortlistId, t.applicationId),
    index('shortlist_entries_application_idx').on(t.applicationId),
    check(
      'shortlist_entries_answer_check',
      sql`${t.answer} is null or ${sql.raw(`"answer" in (${shortlistAnswers.map((v) => `'${v}'`).join(', ')})`)}`,
    ),
  ],
);

/**
 * When a rule about stored data came into force in this database (its migration wrote the row): what
 * `npm run machines:conform` holds older rows to. 'offer-gate': a move to "Offer Released" needs a yes
 * scorecard or an admin's override (docs/decisions/0058); offers made before it are not checked.
 */
export const ruleChanges = pgTable('rule_changes', {
  rule: text('rule').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
