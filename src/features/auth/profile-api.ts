// The signed-in person's own profile and password.
import {
  PASSWORD_PATH,
  type PasswordChange,
  PROFILE_PATH,
  type Profile,
  type ProfileUpdate,
} from '#contracts/auth.ts';
import { api } from '#src/lib/api.ts';
import { request } from '#src/lib/request-problem.ts';

export const fetchProfile = () => request(() => api<Profile>(PROFILE_PATH));

export const saveProfile = (profile: ProfileUpdate) =>
  request(() => api<Profile>(PROFILE_PATH, { method: 'PUT', body: profile }));

export const changePassword = (change: PasswordChange) =>
  request(() => api(PASSWORD_PATH, { method: 'POST', body: change }));
