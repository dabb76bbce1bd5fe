// The signed-in person's own profile and password.
import { PASSWORD_PATH, PROFILE_PATH } from '#contracts/api-paths.ts';
import { type PasswordChange, type ProfileUpdate, profileSchema } from '#contracts/auth.ts';
import { api } from '#src/lib/api.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';
import { request } from '#src/lib/request-problem.ts';

export const fetchProfile = () => getChecked(profileSchema, PROFILE_PATH);

export const saveProfile = (profile: ProfileUpdate) =>
  sendChecked(profileSchema, PROFILE_PATH, 'PUT', profile);

export const changePassword = (change: PasswordChange) =>
  request(() => api(PASSWORD_PATH, { method: 'POST', body: change }));
