// Staff sign-in, the session and the signed-in person's own profile: bodies and answers.
import { z } from 'zod';
import { emailSchema, fullNameSchema, phoneSchema } from './person-fields';
import { roleSchema } from './roles';

/** The one answer for a wrong username or a wrong password, so neither is revealed. */
export const WRONG_CREDENTIALS_MESSAGE = 'The username or password is not correct.';

export const PASSWORD_MIN_LENGTH = 10;

export const signInRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Please enter your username.')
    .max(64, 'Usernames are at most 64 characters.'),
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(256, 'Passwords are at most 256 characters.'),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: roleSchema,
  profileComplete: z.boolean(),
  /**
   * Signed in with a one-time password an admin was shown: only the own profile, password, sign-out and
   * keep-alive are open until the person sets a password of their own. Absent in sessions a browser
   * stored before the flag existed, hence the default.
   */
  mustChangePassword: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /auth/authenticate and GET /employee/auth/current-user (the latter with a renewed token). */
export const sessionResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const offices = ['india', 'uk'] as const;
export const officeSchema = z.enum(offices, 'Please choose your office.');
export type Office = z.infer<typeof officeSchema>;
export const officeLabels: Record<Office, string> = {
  india: 'India (Hyderabad)',
  uk: 'United Kingdom (Manchester)',
};

export const designationSchema = z
  .string()
  .trim()
  .min(2, 'Please enter your designation.')
  .max(100, 'Please keep the designation under 100 characters.');

/** PUT /api/profile: every field is needed, so a saved profile is a complete one. */
export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  designation: designationSchema,
  office: officeSchema,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** GET/PUT /api/profile: the signed-in person's own details; fields not yet given are null. */
export const profileSchema = z.object({
  username: z.string(),
  role: roleSchema,
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  office: officeSchema.nullable(),
  profileComplete: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Please use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Passwords are at most 128 characters.');

/** POST /api/profile/password: the current password proves it is really the person. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.').max(256),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
