/**
 * Every navigation link of the spec (FA §2.2 staff, §2.3 client, MD §2 mobile), each with the rule that
 * decides who sees it and an `available` flag. A link shows only when its section of the product exists
 * (`available`) and its rule passes; a feature that lands flips its flag here and nothing else changes.
 */
import type { CurrentUser, FirmPreferences } from '../api/types';
import type { FirmAccess } from '@ledgerline/shared/access';
import { navText, ui } from '../messages';

/** Where a link sits: the staff default mode (main list and bottom links), entity mode, user mode, client, mobile. */
export type NavSection = 'staff' | 'staff-bottom' | 'entity' | 'user' | 'client' | 'mobile';
export type NavMode = 'default' | 'entity' | 'user';

export interface NavContext {
  me: CurrentUser;
  /** Entity mode: the entity's hash (staff); client: the selected entity's hash. */
  companyHash: string | null;
  /** User mode: the selected user's id. */
  userId: string | null;
  /** Client preview by an advisor: /preview/user/{userId} prefixes the client links. */
  previewUserId: string | null;
  /** Entity mode: whether the entity has active owners to message (unknown = true). */
  entityHasActiveOwners: boolean;
}

export interface NavItem {
  id: string;
  section: NavSection;
  label: string;
  /** A link goes to a path; an action (Drop Link) opens something in place. */
  kind: 'link' | 'action';
  to?: (ctx: NavContext) => string;
  /** The link is current only on its exact path (otherwise also under it). */
  end?: boolean;
  /** Who sees it, as the spec says. */
  rule: (ctx: NavContext) => boolean;
  ruleText: string;
  /** A reason to show it disabled (with this text as its tooltip). */
  disabledReason?: (ctx: NavContext) => string | null;
  /** Whether the product section behind it exists yet. */
  available: boolean;
}

const prefs = (ctx: NavContext): FirmPreferences => ctx.me.firm.preferences ?? {};
const isAdvisor = (ctx: NavContext) => ctx.me.user.is_advisor;
/** An advisor previewing a client (/preview/user/{id}) sees the client's navigation, read-only. */
const previewing = (ctx: NavContext) => ctx.me.user.is_advisor && ctx.previewUserId !== null;
const isClient = (ctx: NavContext) => !ctx.me.user.is_advisor || previewing(ctx);
/** The preview shows only the dashboard; the client's other screens have no preview yet. */
const notInPreview = (ctx: NavContext) => (previewing(ctx) ? navText.notInPreview : null);
const previewQuery = (ctx: NavContext) =>
  previewing(ctx) && ctx.companyHash ? `?previewCompanyHash=${encodeURIComponent(ctx.companyHash)}` : '';
const accessIn = (ctx: NavContext, levels: FirmAccess[]) =>
  isAdvisor(ctx) && ctx.me.user.firm_access !== null && levels.includes(ctx.me.user.firm_access);
const flag = (ctx: NavContext, name: keyof FirmPreferences) => prefs(ctx)[name] === true;
const clientBase = (ctx: NavContext) => (ctx.previewUserId ? `/preview/user/${ctx.previewUserId}` : '');
const hash = (ctx: NavContext) => ctx.companyHash ?? '';

export const navItems: NavItem[] = [
  // FA §2.2 staff navigation, default mode
  {
    id: 'home',
    section: 'staff',
    label: navText.home,
    kind: 'link',
    to: () => '/',
    end: true,
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },
  {
    id: 'collect',
    section: 'staff',
    label: navText.collect,
    kind: 'link',
    to: () => '/overview',
    rule: isAdvisor,
    ruleText: 'advisors',
    available: false,
  },
  {
    id: 'templates',
    section: 'staff',
    label: navText.templates,
    kind: 'link',
    to: () => '/templates',
    rule: (c) => accessIn(c, ['partner']) || (accessIn(c, ['full']) && !flag(c, 'template_disabled_for_nonadmin')),
    ruleText: 'partner, or full-access users when templates are not disabled for non-admins',
    available: false,
  },
  {
    id: 'entities',
    section: 'staff',
    label: navText.entities,
    kind: 'link',
    to: () => '/admin',
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },
  {
    id: 'users',
    section: 'staff',
    label: navText.users,
    kind: 'link',
    to: () => '/clients',
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },
  {
    id: 'messages',
    section: 'staff',
    label: navText.messages,
    kind: 'link',
    to: () => '/messages',
    rule: (c) => isAdvisor(c) && !flag(c, 'communication_disabled'),
    ruleText: 'hidden when communication is disabled',
    available: true,
  },
  {
    id: 'deliver',
    section: 'staff',
    label: navText.deliver,
    kind: 'link',
    to: () => '/tax-returns',
    rule: (c) => isAdvisor(c) && flag(c, 'new_tax_return_delivery_enabled'),
    ruleText: 'when new tax return delivery is enabled',
    available: false,
  },
  {
    id: 'connect',
    section: 'staff',
    label: navText.connect,
    kind: 'link',
    to: () => '/review-and-export',
    rule: (c) => isAdvisor(c) && flag(c, 'review_and_export_enabled'),
    ruleText: 'when review and export is enabled',
    available: false,
  },
  {
    id: 'signatures',
    section: 'staff',
    label: navText.signatures,
    kind: 'link',
    to: () => '/signature-requests',
    rule: (c) => isAdvisor(c) && flag(c, 'signature_requests_enabled'),
    ruleText: 'when signature requests are enabled',
    available: false,
  },
  {
    id: 'activities',
    section: 'staff',
    label: navText.activities,
    kind: 'link',
    to: () => '/activities',
    rule: (c) => isAdvisor(c) && flag(c, 'all_activities_enabled'),
    ruleText: 'when all-activities is enabled',
    available: true,
  },

  // FA §2.2 bottom links
  {
    id: 'drop-link',
    section: 'staff-bottom',
    label: navText.dropLink,
    kind: 'action',
    rule: (c) => accessIn(c, ['partner', 'admin', 'full']) && flag(c, 'drop_link_enabled'),
    ruleText: 'partner, admin and full users, when drop link is enabled',
    available: false,
  },
  {
    id: 'firm-roles',
    section: 'staff-bottom',
    label: navText.firmRoles,
    kind: 'link',
    to: () => '/settings/roles',
    rule: (c) => accessIn(c, ['partner', 'admin']) && flag(c, 'use_firm_roles'),
    ruleText: 'partner or admin, when firm roles are used',
    available: false,
  },
  {
    id: 'firm-settings',
    section: 'staff-bottom',
    label: navText.firmSettings,
    kind: 'link',
    to: () => '/firm',
    rule: (c) => accessIn(c, ['partner']),
    ruleText: 'partner only',
    available: false,
  },
  {
    id: 'guide',
    section: 'staff-bottom',
    label: navText.guide,
    kind: 'link',
    to: () => '/admin-guide',
    rule: (c) => isAdvisor(c) && flag(c, 'tour_enabled'),
    ruleText: 'advisors, when the tour is enabled',
    available: false,
  },
  {
    id: 'admin-profile',
    section: 'staff-bottom',
    label: navText.profileSettings,
    kind: 'link',
    to: () => '/admin-profile',
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },

  // FA §2.2 entity mode, under /admin/{companyHash}
  {
    id: 'entity-overview',
    section: 'entity',
    label: navText.overview,
    kind: 'link',
    to: () => '/overview',
    rule: isAdvisor,
    ruleText: 'advisors',
    // The overview (Collect, /overview) is not built yet: shown, and disabled with the reason.
    disabledReason: () => ui.overviewNotYet,
    available: true,
  },
  {
    id: 'entity-back',
    section: 'entity',
    label: navText.backToEntities,
    kind: 'link',
    to: () => '/admin',
    end: true,
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },
  {
    id: 'entity-dashboard',
    section: 'entity',
    label: navText.dashboard,
    kind: 'link',
    to: (c) => `/admin/${hash(c)}`,
    end: true,
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },
  {
    id: 'entity-messages',
    section: 'entity',
    label: navText.messages,
    kind: 'link',
    to: (c) => `/admin/${hash(c)}/messages`,
    rule: isAdvisor,
    ruleText: 'advisors',
    disabledReason: (c) => (c.entityHasActiveOwners ? null : navText.entityHasNoActiveOwners),
    available: true,
  },
  {
    id: 'entity-documents',
    section: 'entity',
    label: navText.documents,
    kind: 'link',
    to: (c) => `/admin/${hash(c)}/documents`,
    rule: isAdvisor,
    ruleText: 'advisors',
    // The document browser comes with issue 14: until then the link is shown disabled with the reason.
    disabledReason: () => ui.documentsNotYet,
    available: true,
  },

  // FA §2.2 user mode, under /clients/{userId}
  {
    id: 'user-overview',
    section: 'user',
    label: navText.overview,
    kind: 'link',
    to: () => '/overview',
    rule: isAdvisor,
    ruleText: 'advisors',
    // The overview (Collect, /overview) is not built yet: shown, and disabled with the reason.
    disabledReason: () => ui.overviewNotYet,
    available: true,
  },
  {
    id: 'user-back',
    section: 'user',
    label: navText.backToUsers,
    kind: 'link',
    to: () => '/clients',
    end: true,
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },
  {
    id: 'user-dashboard',
    section: 'user',
    label: navText.dashboard,
    kind: 'link',
    to: (c) => `/clients/${c.userId ?? ''}`,
    end: true,
    rule: isAdvisor,
    ruleText: 'advisors',
    available: true,
  },

  // FA §2.3 client navigation
  {
    id: 'client-dashboard',
    section: 'client',
    label: navText.dashboard,
    kind: 'link',
    to: (c) => `${clientBase(c)}/${previewQuery(c)}`,
    end: true,
    rule: isClient,
    ruleText: 'clients',
    available: true,
  },
  {
    id: 'client-messages',
    section: 'client',
    label: navText.messages,
    kind: 'link',
    to: (c) => `${clientBase(c)}/inbox/${hash(c)}`,
    rule: (c) => isClient(c) && !flag(c, 'communication_disabled'),
    ruleText: 'hidden when communication is disabled; unseen count badge',
    available: true,
    disabledReason: notInPreview,
  },
  {
    id: 'client-documents',
    section: 'client',
    label: navText.documents,
    kind: 'link',
    to: (c) => `${clientBase(c)}/documents/${hash(c)}`,
    rule: (c) => isClient(c) && !flag(c, 'hide_documents_view_from_clients'),
    ruleText: 'hidden when the documents view is hidden from clients',
    available: false,
  },
  {
    id: 'client-profile',
    section: 'client',
    label: navText.profileSettings,
    kind: 'link',
    to: (c) => `${clientBase(c)}/profile`,
    rule: isClient,
    ruleText: 'clients',
    available: false,
  },
  {
    id: 'exit-preview',
    section: 'client',
    label: navText.exitPreview,
    kind: 'link',
    to: () => '/',
    end: true,
    rule: previewing,
    ruleText: 'advisors previewing a client',
    available: true,
  },

  // MD §2: mobile navigation segments are Dashboard and Documents
  {
    id: 'mobile-dashboard',
    section: 'mobile',
    label: navText.dashboard,
    kind: 'link',
    to: (c) => `${clientBase(c)}/${previewQuery(c)}`,
    end: true,
    rule: isClient,
    ruleText: 'clients',
    available: true,
  },
  {
    id: 'mobile-documents',
    section: 'mobile',
    label: navText.documents,
    kind: 'link',
    to: (c) => `${clientBase(c)}/documents/${hash(c)}`,
    rule: (c) => isClient(c) && !flag(c, 'hide_documents_view_from_clients'),
    ruleText: 'hidden when the documents view is hidden from clients',
    available: false,
  },
];

/** The links of a section this user sees now. */
export function visibleItems(section: NavSection, ctx: NavContext): NavItem[] {
  return navItems.filter((i) => i.section === section && i.available && i.rule(ctx));
}

/** Which staff mode a path is in: entity mode under /admin/{hash} (and advisor questionnaire preview), user mode under /clients/{id}. */
export function navModeFor(pathname: string): { mode: NavMode; companyHash: string | null; userId: string | null } {
  const entity = /^\/admin\/([^/]+)/.exec(pathname);
  if (entity) return { mode: 'entity', companyHash: decodeURIComponent(entity[1]), userId: null };
  const preview = /^\/preview\/(?!user\/)([^/]+)\/questionnaire\/[^/]+/.exec(pathname);
  if (preview) return { mode: 'entity', companyHash: decodeURIComponent(preview[1]), userId: null };
  const user = /^\/clients\/([^/]+)/.exec(pathname);
  if (user) return { mode: 'user', companyHash: null, userId: decodeURIComponent(user[1]) };
  return { mode: 'default', companyHash: null, userId: null };
}

/** The client-preview user id when an advisor previews a client (/preview/user/{userId}). */
export function previewUserIdFor(pathname: string): string | null {
  const m = /^\/preview\/user\/([^/]+)/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}
