// The contact form (/contact-us, docs/requirements.md#contact-page): the fields the browser validates inline
// and the server enforces.
import { z } from 'zod';
import { locationSchema } from './location-schema';
import { emailSchema, fullNameSchema, phoneSchema } from './person-fields';
import { plainLines } from './plain-text';

/** What the visitor would like to talk about; the four services first. */
export const contactServices = [
  'Website Design',
  'HR Services',
  'Digital Marketing',
  'Overseas Education',
  'Internship Programme',
  'Something else',
] as const;
export type ContactService = (typeof contactServices)[number];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 3000;

export const contactMessageSchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    // Optional: visitors outside India and the UK may have neither a +91 nor a +44 number.
    phone: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      phoneSchema.optional(),
    ),
    service: z.enum(contactServices, 'Please choose what you would like to talk about.'),
    message: plainLines(
      z
        .string('Please write your message.')
        .trim()
        .min(MESSAGE_MIN, `Please tell us a little more: at least ${MESSAGE_MIN} characters.`)
        .max(MESSAGE_MAX, `Please keep the message under ${MESSAGE_MAX} characters.`),
      'message',
    ),
  })
  // An intersection rather than an extension, so state and city errors show alongside the others.
  .and(locationSchema);

/** What the form sends (before normalising). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server stores. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** 201 answer: the stored message's id and the confirmation the page shows. */
export const contactReceivedSchema = z.object({
  id: z.number().int().positive(),
  message: z.string(),
});
export type ContactReceived = z.infer<typeof contactReceivedSchema>;
