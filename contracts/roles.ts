// Staff roles (DESIGN.md): every staff endpoint declares which of these it allows.
import { z } from 'zod';
import { roles } from './value-lists';

export { roles };
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
