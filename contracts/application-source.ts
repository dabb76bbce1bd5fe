// Where an applicant came from (issue 21): the first campaign or referring site a visitor arrived with,
// kept in the visitor's own browser (src/lib/arrival-source.ts) and sent with the application; admins can set
// it by hand. Free of zod, so the islands that only read it stay light; the schemas are beside the
// application's (contracts/careers.ts) and the admin's answer (contracts/admin-applicants.ts).
import { firm } from './firm';

/** The multipart fields an application carries its source in, beside the form's own. */
export const sourceFieldNames = ['source', 'sourceMedium', 'sourceCampaign'] as const;
export type SourceFieldName = (typeof sourceFieldNames)[number];
export type ApplicationSource = Partial<Record<SourceFieldName, string>>;

export const SOURCE_MAX_LENGTH = 100;

/** A source as stored and counted: trimmed, lower-cased, at most SOURCE_MAX_LENGTH characters. */
export const sourceLabel = (text: string) => text.trim().toLowerCase().slice(0, SOURCE_MAX_LENGTH);

/** The networks a job link can be shared on (those the footer lists), with the ?ref= each link carries. */
export const shareNetworks = [
  { ref: 'linkedin', label: 'LinkedIn', profile: firm.social.linkedIn },
  { ref: 'instagram', label: 'Instagram', profile: firm.social.instagram },
  { ref: 'facebook', label: 'Facebook', profile: firm.social.facebook },
] as const;

/** A job's public address with its source: /careers/{slug}/{id}?ref=linkedin. */
export const sharedJobPath = (jobPath: string, ref: string) => `${jobPath}?ref=${encodeURIComponent(ref)}`;
