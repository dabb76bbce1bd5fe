// The applicant's own status page (docs/decisions/0022): /my-application/{token}, reached from the link in
// every e-mail about an application. It says where the application stands in words for the candidate (never
// the firm's internal labels or a rejection's reason) and lets them withdraw while it is still open.
import { z } from 'zod';
import { emailSchema } from './person-fields';

/** The page's address; the token is the whole secret (random, stored hashed, 180 days). */
export const myApplicationPath = (token: string) => `/my-application/${token}`;
export const STATUS_LINK_DAYS = 180;

/** What each status means to the candidate. */
export interface CandidateStage {
  label: string;
  description: string;
}

/** Closed without the firm's reasons: a candidate reads the same words for every way an application ends. */
const CLOSED: CandidateStage = {
  label: 'Closed',
  description:
    'We will not be taking your application further this time. Thank you for your interest; you are welcome to apply for other roles.',
};

export const CANDIDATE_STAGES: Record<string, CandidateStage> = {
  APPLIED: {
    label: 'Received',
    description: 'We have your application and résumé. Our recruitment team reads every one.',
  },
  PROFILE_SCREENED: {
    label: 'Being reviewed',
    description: 'Your profile has passed a first reading; we are looking at it more closely.',
  },
  INTERVIEWING: {
    label: 'Interviewing',
    description: 'You are in the interview stage. We will be in touch about times and next steps.',
  },
  OFFER_RELEASED: { label: 'Offer made', description: 'We have made you an offer; please look out for it.' },
  OFFER_ACCEPTED: { label: 'Offer accepted', description: 'You accepted our offer. Welcome aboard!' },
  POSITION_FILLED: { label: 'Hired', description: 'Congratulations: the role is yours.' },
  WITHDRAWN: {
    label: 'Withdrawn',
    description: 'You withdrew this application. Thank you for letting us know.',
  },
  REJECTED: CLOSED,
  NO_SHOW: CLOSED,
};

/** A status a firm added later: said plainly rather than with its internal label. */
export const IN_PROGRESS_STAGE: CandidateStage = {
  label: 'In progress',
  description: 'Your application is being considered.',
};

export const candidateStage = (statusCode: string): CandidateStage =>
  CANDIDATE_STAGES[statusCode] ?? IN_PROGRESS_STAGE;

export const myApplicationSchema = z.object({
  jobTitle: z.string(),
  jobId: z.string(),
  appliedAt: z.string(),
  stage: z.object({ label: z.string(), description: z.string() }),
  /** The stages the application went through, oldest first, each with the day it got there. */
  timeline: z.array(z.object({ label: z.string(), at: z.string() })),
  /** "Withdraw my application" is offered. */
  canWithdraw: z.boolean(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not complete.'),
});

/** POST …/links: a fresh link to the address on file. */
export const statusLinkRequestSchema = z.object({ email: emailSchema });
export const statusLinkSentSchema = z.object({ message: z.string() });

export const MY_APPLICATION_TEXTS = {
  /** An unknown, expired or erased link: the same words for each, so a link says nothing about why. */
  linkInvalid: 'This link does not open an application any more.',
  /** The answer to a fresh-link request, whether the address is known or not. */
  linkSent:
    'If we have an application from this address, a new link is on its way to it. It may take a few minutes to arrive.',
  /** A withdrawal the application's status no longer allows. */
  cannotWithdraw: 'This application is already closed, so it cannot be withdrawn.',
  withdrawNote: 'Withdrawn by the candidate on their status page',
} as const;
