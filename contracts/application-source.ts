// Where an applicant came from (docs/decisions/0018): the first campaign or referring site a visitor arrived
// with, kept in the visitor's own browser (src/lib/arrival-source.ts) and sent with the application; admins
// can set it by hand. Free of zod, so the islands that only read it stay light; the schemas are beside the
// application's (contracts/careers.ts) and the admin's answer (contracts/admin-applicants.ts).
import { firm } from './firm';

/** The multipart fields an application carries its source in, beside the form's own. */
export const sourceFieldNames = ['source', 'sourceMedium', 'sourceCampaign'] as const;
export type SourceFieldName = (typeof sourceFieldNames)[number];
export type ApplicationSource = Partial<Record<SourceFieldName, string>>;

export const SOURCE_MAX_LENGTH = 100;

/** A source as stored and counted: trimmed, lower-cased, runs of spaces made one, at most SOURCE_MAX_LENGTH
 * characters. */
export const sourceLabel = (text: string) =>
  text.trim().toLowerCase().replace(/ {2,}/g, ' ').slice(0, SOURCE_MAX_LENGTH);

/**
 * The plain label alphabet of a source (docs/decisions/0043): letters a–z, digits, dots, hyphens, underscores
 * and single spaces, starting with a letter or digit, so no source can start like a spreadsheet formula or
 * carry markup. Hosts fit it (an international one arrives as punycode), and so do campaign names.
 */
const PLAIN_LABEL = /^[a-z0-9][a-z0-9._-]*(?: [a-z0-9._-]+)*$/;
export const PLAIN_SOURCE_MESSAGE =
  'Use only letters a–z, digits, dots, hyphens, underscores and single spaces, starting with a letter or digit.';
export const isPlainSourceLabel = (label: string) => PLAIN_LABEL.test(label);

/**
 * A value the visitor never typed (a ?ref=, a utm_ value, a linking host) made a plain label, so the
 * application it goes with is never refused for it: accents dropped, every run of other characters one
 * space, anything before the first letter or digit dropped. Empty when nothing plain is left.
 */
export const plainSourceLabel = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9._-]+/g, ' ')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, SOURCE_MAX_LENGTH)
    .trimEnd();

/** The networks a job link can be shared on (those the footer lists), with the ?ref= each link carries. */
export const shareNetworks = [
  { ref: 'linkedin', label: 'LinkedIn', profile: firm.social.linkedIn },
  { ref: 'instagram', label: 'Instagram', profile: firm.social.instagram },
  { ref: 'facebook', label: 'Facebook', profile: firm.social.facebook },
] as const;

/** A job's public address with its source: /careers/{slug}/{id}?ref=linkedin. */
export const sharedJobPath = (jobPath: string, ref: string) => `${jobPath}?ref=${encodeURIComponent(ref)}`;
