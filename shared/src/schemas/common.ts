import * as z from 'zod';

/** Emails are trimmed and compared lower-case everywhere. */
export const Email = z
  .string({ error: 'Email is missing' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is missing')
  .max(254, 'Invalid email address')
  .email('Invalid email address');

export const Id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/** A 6-character verification code; letters are accepted in any case. */
export const VerificationCode = z
  .string()
  .trim()
  .length(6, 'The verification code must be 6 characters')
  .transform((c) => c.toUpperCase());

/** Where to go after sign-in: a path inside the portal only, never another site. */
export const RedirectPath = z
  .string()
  .max(2000)
  .refine((r) => r === '' || (r.startsWith('/') && !r.startsWith('//') && !r.includes('\\')), 'Invalid redirect')
  .optional();

export const ErrorResponse = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });
