// beforeLoad of the staff layouts. The guard and the session it reads load with the first staff page,
// not with the public site (docs/decisions/0008): route definitions are part of every first load.
import type { ParsedLocation } from '@tanstack/react-router';
import { loadSessionRuntime } from './session-access';

export async function guardStaffPageLazily(context: { location: ParsedLocation; preload?: boolean }) {
  // Both at once: the guard's module and the session it reads.
  const [{ guardStaffPage }] = await Promise.all([import('./staff-access'), loadSessionRuntime()]);
  await guardStaffPage(context);
}
