// Every path of the API, once, for both sides of the wire: the server registers its routes on these and the
// SPA calls them. Zod-free, so a page that only needs a path does not load the schemas with it. Paths with
// an id add it as a segment (`${CAREERS_PATH}/7`); the SPA's own pages are *_PAGE in src/lib/session.

// Sign-in and the signed-in person (the required auth calls keep their addresses:
// docs/requirements.md#api-session).
export const AUTHENTICATE_PATH = '/auth/authenticate';
export const LOGOUT_PATH = '/employee/auth/logout';
export const CURRENT_USER_PATH = '/employee/auth/current-user';
export const PROFILE_PATH = '/api/profile';
export const PASSWORD_PATH = '/api/profile/password';

// The public site.
/** One career: `${CAREERS_PATH}/:id`, and its applications below it. */
export const CAREERS_PATH = '/api/careers';
/** Every open career, as the careers page lists them. */
export const CAREER_LIST_PATH = `${CAREERS_PATH}/all`;
export const BLOGS_PATH = '/api/blogs';
export const CONTACT_PATH = '/api/contact';
/** Where uploaded covers are served; the stored value is always one of these paths. */
export const MEDIA_PATH = '/api/media';

// The staff area.
export const DASHBOARD_PATH = '/api/admin/dashboard';
export const ADMIN_CAREERS_PATH = '/api/admin/careers';
export const ADMIN_BLOGS_PATH = '/api/admin/blogs';
export const ADMIN_EMPLOYEES_PATH = '/api/admin/employees';
export const ADMIN_CLIENTS_PATH = '/api/admin/clients';
export const CONTACT_MESSAGES_PATH = '/api/admin/contact-messages';
export const ADMIN_APPLICATIONS_PATH = '/api/admin/applications';
export const AUDIT_LOG_PATH = '/api/admin/audit-log';
export const MARKDOWN_PREVIEW_PATH = '/api/admin/markdown/preview';
/** A recruiter's careers and each career's applicants (the required recruiter calls:
 * docs/requirements.md#api-recruiter). */
export const JOB_MANAGEMENT_PATH = '/api/recruiter/job-management';
export const APPLICATION_STATUSES_PATH = '/api/applications/statuses';
/** The reasons a rejection can be given (contracts/rejection-reasons.ts): the board's list, admins' editor. */
export const REJECTION_REASONS_PATH = '/api/applications/rejection-reasons';
export const ADMIN_REJECTION_REASONS_PATH = '/api/admin/rejection-reasons';
export const ADMIN_MAIL_PATH = '/api/admin/mail';
/** Recruiting reports (contracts/reports.ts): admins and recruiters. */
export const RECRUITING_REPORT_PATH = '/api/reports/recruiting';

// Operations.
export const HEALTH_PATH = '/api/health';
export const LIVENESS_PATH = '/api/health/live';
/** The applicant's own status page (decision 0022): GET …/{token}, POST …/{token}/withdraw, POST …/links. */
export const MY_APPLICATION_PATH = '/api/my-application';
/** Stage e-mail templates (contracts/stage-mail-templates.ts), kept by admins: GET, PUT …/{statusCode}. */
export const ADMIN_STAGE_MAIL_TEMPLATES_PATH = '/api/admin/stage-mail-templates';
/** The e-mails a move can send (active stage templates' subjects) and their delay, for the board. */
export const STAGE_MAILS_PATH = '/api/applications/stage-mails';
/** The signed-in recruiter's board view and list sort (contracts/staff-preferences.ts): GET and PUT. */
export const BOARD_PREFERENCES_PATH = '/api/recruiter/preferences/board';
/** People behind applications (contracts/people.ts): GET …/{personId}, …/lookup?q=, tags at …/{personId}/tags. */
export const PEOPLE_PATH = '/api/recruiter/people';
/** Merging two people: POST, and POST …/{mergeId}/undo. */
export const PERSON_MERGES_PATH = '/api/recruiter/person-merges';
/** Notes on people and applications (contracts/notes.ts): GET ?personId=|?applicationId=, POST; PUT and DELETE
 * …/{id}; GET …/{id}/history (admins); GET …/colleagues (who can be @mentioned). */
export const NOTES_PATH = '/api/recruiter/notes';
/** What mentions the signed-in person: GET, GET …/unread-count, POST …/{id}/read, POST …/read-all. */
export const MENTIONS_PATH = '/api/admin/mentions';
/** Careers the signed-in recruiter follows (contracts/staff-notifications.ts): GET; PUT and DELETE …/{careerId}. */
export const FOLLOWING_PATH = '/api/recruiter/following';
/** When the signed-in recruiter's daily digest goes (time zone and time): GET and PUT. */
export const DIGEST_SETTINGS_PATH = '/api/recruiter/preferences/digest';
/** The talent pool (contracts/talent-pool.ts): GET ?q=&filters…, GET …/options (what the filters offer). */
export const TALENT_POOL_PATH = '/api/recruiter/talent-pool';

// Interviews, scorecards and client shortlists (docs/decisions/0056).
/** Interviews (contracts/interviews.ts): GET ?applicationId=, POST (propose); POST …/{id}/{action} (cancel, held,
 * no-show, reschedule) on one; GET …/mine (the signed-in interviewer's). */
export const INTERVIEWS_PATH = '/api/recruiter/interviews';
/** The candidate's interviews on their status page: GET …/{token}/interviews, POST …/{token}/interviews/{id}/book,
 * …/cancel. Below MY_APPLICATION_PATH so the status page's token rules hold. */
export const MY_INTERVIEWS_SEGMENT = 'interviews';
/** A staff member's private calendar feed: GET …/{token}.ics (no sign-in; the token is the secret). */
export const CALENDAR_FEED_PATH = '/api/calendar';
/** The signed-in staff member's feed link: GET (the address, if one exists), POST (a new token; the old one ends). */
export const MY_CALENDAR_FEED_PATH = '/api/profile/calendar-feed';
/** Scorecards (contracts/scorecards.ts): GET ?interviewId=|?applicationId=, PUT …/{interviewId} (own draft or
 * submit). */
export const SCORECARDS_PATH = '/api/recruiter/scorecards';
/** A career's scorecard criteria: GET and PUT …/{careerId} (admins write). */
export const SCORECARD_TEMPLATES_PATH = '/api/admin/scorecard-templates';
/** Client shortlists (contracts/shortlists.ts): GET ?careerId=, POST; GET, PUT …/{id}; POST …/{id}/{share|revoke|close}. */
export const SHORTLISTS_PATH = '/api/recruiter/shortlists';
/** The client contact's view of a shared shortlist: GET …/{token}, POST …/{token}/answers/{entryId},
 * GET …/{token}/resumes/{entryId}. */
export const CLIENT_SHORTLIST_PATH = '/api/shortlist';
