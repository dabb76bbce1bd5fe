// Staff roles (DESIGN.md): every staff endpoint declares which of these it allows.
import { z } from 'zod';

export const roles = ['ADMIN', 'RECRUITER', 'EMPLOYEE'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
