/** Response shapes the SPA reads. Sign-in shapes come from the shared schemas (types only: no zod in the bundle). */
import type { z } from 'zod';
import type * as s from '@ledgerline/shared/schemas/sessions';
import type { FirmAccess } from '@ledgerline/shared/access';

export type LoginUser = z.infer<typeof s.LoginUser>;
export type AuthMethods = z.infer<typeof s.AuthMethods>;
export type AuthMethod = AuthMethods['methods'][number];
export type SessionTokens = z.infer<typeof s.SessionTokens>;
export type SecondFactorRequired = z.infer<typeof s.SecondFactorRequired>;
export type SignInResult = z.infer<typeof s.SignInResult>;
export type AuthTokenResult = z.infer<typeof s.AuthTokenResult>;
export type MessageResult = z.infer<typeof s.Message>;

export function needsSecondFactor(r: unknown): r is SecondFactorRequired {
  return Boolean(r && typeof r === 'object' && (r as { two_factor_required?: unknown }).two_factor_required === true);
}

export function isSessionTokens(r: unknown): r is SessionTokens {
  return Boolean(r && typeof r === 'object' && typeof (r as { firebase_token?: unknown }).firebase_token === 'string');
}

/** FA §3.4 preference flags the SPA reads (the firm may send more). */
export interface FirmPreferences {
  in_app_banner_enabled?: boolean;
  in_app_banner_text?: string | null;
  new_tax_return_delivery_enabled?: boolean;
  communication_disabled?: boolean;
  template_disabled_for_nonadmin?: boolean;
  review_and_export_enabled?: boolean;
  signature_requests_enabled?: boolean;
  all_activities_enabled?: boolean;
  drop_link_enabled?: boolean;
  use_firm_roles?: boolean;
  tour_enabled?: boolean;
  hide_documents_view_from_clients?: boolean;
  [flag: string]: unknown;
}

export interface FirmTheme {
  primary?: string | null;
  secondary?: string | null;
  accent?: string | null;
}

export interface CurrentUserInfo {
  id: string;
  uid: string;
  fname: string;
  lname: string;
  full_name: string;
  email: string;
  phone_number?: string | null;
  is_advisor: boolean;
  firm_access: FirmAccess | null;
  firm_group?: string | null;
  readonly_access: boolean;
  enabled_2fa?: boolean;
  set_password_required?: boolean;
  preferred_sign_in_method?: string;
  default_company_id?: string | null;
  /** Clients: their assigned firm user, for the dashboard's firm card. */
  assigned_advisor?: { id: string; name: string } | null;
}

export interface Firm {
  id: string;
  name: string;
  preferences: FirmPreferences;
  theme?: FirmTheme | null;
}

export interface Company {
  id: string;
  hash_id: string;
  name: string;
  entity_type?: string;
  inactive: boolean;
  readonly_access: boolean;
}

export interface CurrentUser {
  user: CurrentUserInfo;
  firm: Firm;
  companies: Company[];
  has_active_entities: boolean;
}
