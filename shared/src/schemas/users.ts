import { z } from 'zod';
import { Email, Id, RedirectPath } from './common';

export const passwordRules: { test: (p: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= 10, message: 'Password must be greater than 10 characters' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  { test: (p) => /[#?!@$%^&*-]/.test(p), message: 'Password must contain at least one special character (#?!@$%^&*-)' },
];

/** The first rule a password breaks, or null. The screen and the server use the same list. */
export function passwordProblem(password: string): string | null {
  return passwordRules.find((r) => !r.test(password))?.message ?? null;
}

export const NewPassword = z.string().max(1024, 'Password is too long').superRefine((p, ctx) => {
  const problem = passwordProblem(p);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Ten digits once formatting is removed: (555) 123-4567. */
export const PhoneNumber = z
  .string({ error: 'Phone is required' })
  .max(14, 'Phone number must be 10 digits')
  .transform((p) => p.replace(/\D/g, ''))
  .refine((p) => p.length > 0, 'Phone is required')
  .refine((p) => p.length === 10, 'Phone number must be 10 digits');

export const SetSignInMethodInput = z.discriminatedUnion('sign_in_method', [
  z.object({ sign_in_method: z.literal('password'), new_password: NewPassword, phone_number: z.any().optional(), email: z.any().optional() }),
  z.object({ sign_in_method: z.literal('sms'), phone_number: PhoneNumber, new_password: z.any().optional(), email: z.any().optional() }),
  z.object({
    sign_in_method: z.literal('email'),
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(Email),
    new_password: z.any().optional(),
    phone_number: z.any().optional(),
  }),
], { error: 'Choose email, password or sms' });

export const ChangeLoginMethodInput = z.object({ uid: Id.optional(), username: Email, redirect: RedirectPath });

export const CreateFirmInput = z.object({
  email: Email,
  firm_name: z.string().trim().min(1, 'Firm name is required').max(120),
  fname: z.string().trim().min(1, 'First name is required').max(80),
  lname: z.string().trim().min(1, 'Last name is required').max(80),
});
