// Path parameters that must be positive whole numbers: anything else is a not-found page, not an API call.
import { notFound } from '@tanstack/react-router';

export function requireIdParams<T extends Record<string, string>>(params: T, ...names: (keyof T)[]) {
  for (const name of names) {
    if (!/^[1-9]\d{0,9}$/.test(params[name] ?? '')) throw notFound();
  }
}
