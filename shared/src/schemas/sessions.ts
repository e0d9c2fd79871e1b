import * as z from 'zod';
import { Email, Id, RedirectPath, VerificationCode } from './common';

export const signInMethods = ['password', 'email', 'sms', 'link'] as const;
export type SignInMethod = (typeof signInMethods)[number];

export const PreferredSignInMethodQuery = z.object({ username: Email });
export const LoginUser = z.object({
  uid: z.string(),
  accountant_id: z.string(),
  preferred_sign_in_method: z.enum(signInMethods),
  set_password_required: z.boolean(),
});

export const AuthMethodsQuery = z.object({ uid: Id });
export const AuthMethods = z.object({
  methods: z.array(z.object({ kind: z.enum(['email', 'phone']), value: z.string() })),
});

export const VerifyPasswordInput = z.object({
  username: Email,
  password: z.string({ error: 'Password is missing' }).min(1, 'Password is missing').max(1024, 'Password is too long'),
});

/** A completed sign-in: the identity token is the bearer for every call. */
export const SessionTokens = z.object({
  firebase_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  set_password_required: z.boolean(),
});
/** The first factor passed but a second one is required. */
export const SecondFactorRequired = z.object({
  two_factor_required: z.literal(true),
  uid: z.string(),
  mfa_token: z.string(),
});
export const SignInResult = z.union([SessionTokens, SecondFactorRequired]);

/** Either a single-use auth token (from a code, link or sign-up) or a refresh token. */
export const ExchangeInput = z
  .object({ auth_token: z.string().max(512).optional(), refresh_token: z.string().max(512).optional() })
  .refine((v) => Boolean(v.auth_token) !== Boolean(v.refresh_token), 'Send either auth_token or refresh_token');

export const SendCodeInput = z.object({ uid: Id, mfa_token: z.string().max(512).optional() });
export const VerifyCodeInput = z.object({
  uid: z
    .string({ error: 'no UID provided for verification' })
    .trim()
    .min(1, 'no UID provided for verification')
    .max(64),
  verification_code: VerificationCode,
  mfa_token: z.string().max(512).optional(),
});
export const AuthTokenResult = z.union([z.object({ auth_token: z.string() }), SecondFactorRequired]);

export const SendAuthLinkInput = z.object({ uid: Id, accountant_id: Id.optional(), redirect: RedirectPath });
export const Send2faLinkInput = z.object({ uid: Id, mfa_token: z.string().min(1).max(512), redirect: RedirectPath });

export const Message = z.object({ message: z.string() });
