// Field rules shared by every form that collects a person's details (contact, apply, staff profile). Where
// they live is apart (location-schema.ts): its Indian lists are needed only by the two forms that ask it.
import { z } from 'zod';

/** How a message addresses the person: the first word of their full name. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

export const fullNameSchema = z
  .string()
  .trim()
  .min(2, 'Please enter your full name.')
  .max(100, 'Please keep the name under 100 characters.')
  .regex(
    /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u,
    'Please use letters, spaces, apostrophes, dots or hyphens only.',
  );

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address, like name@example.com.'));

/**
 * Indian mobiles (+91, ten digits starting 6-9) and UK numbers (+44, ten digits after the 0 is dropped).
 * Spaces, dashes and brackets are allowed while typing; the stored value is normalised to "+91 98765 43210" /
 * "+44 7700 900123".
 */
export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^(\+91[6-9]\d{9}|\+44[1-9]\d{9})$/,
        'Please enter a mobile number with its country code: +91 followed by 10 digits, or +44 followed by 10 digits.',
      ),
  )
  .transform((digits) =>
    digits.startsWith('+91')
      ? `+91 ${digits.slice(3, 8)} ${digits.slice(8)}`
      : `+44 ${digits.slice(3, 7)} ${digits.slice(7)}`,
  );
