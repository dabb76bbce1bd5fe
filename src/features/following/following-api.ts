// The following page's calls (/api/recruiter/following…, …/preferences/digest), each answer checked against its
// contract.
import { DIGEST_SETTINGS_PATH, FOLLOWING_PATH } from '#contracts/api-paths.ts';
import {
  type DigestSettingsInput,
  digestSettingsSchema,
  type FollowDelivery,
  followedCareerSchema,
  followingSchema,
} from '#contracts/staff-notifications.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchFollowing = () => getChecked(followingSchema, FOLLOWING_PATH);
export const saveFollow = (careerId: number, delivery: FollowDelivery) =>
  sendChecked(followedCareerSchema, `${FOLLOWING_PATH}/${careerId}`, 'PUT', { delivery });
export const saveDigestSettings = (input: DigestSettingsInput) =>
  sendChecked(digestSettingsSchema, DIGEST_SETTINGS_PATH, 'PUT', input);
