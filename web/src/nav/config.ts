/**
 * Every navigation link of the spec (FA §2.2 staff, §2.3 client, MD §2 mobile), each with the rule that
 * decides who sees it and an `available` flag. A link shows only when its section of the product exists
 * (`available`) and its rule passes; a feature that lands flips its flag here (or, for a staff link, in ./staff)
 * and nothing else changes. The staff links (default, entity and user modes) are in ./staff, which only the
 * staff navigation loads: a client's pages carry only their own.
 */
import type { CurrentUser, FirmPreferences } from '../api/types';
import type { FirmAccess } from '@ledgerline/shared/access';
import { navText } from '../messages';

/** Where a link sits: the staff default mode (main list and bottom links), entity mode, user mode, client, mobile. */
export type StaffNavSection = 'staff' | 'staff-bottom' | 'entity' | 'user';
export type ClientNavSection = 'client' | 'mobile';
export type NavSection = StaffNavSection | ClientNavSection;
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
export const isAdvisor = (ctx: NavContext) => ctx.me.user.is_advisor;
/** An advisor previewing a client (/preview/user/{id}) sees the client's navigation, read-only. */
const previewing = (ctx: NavContext) => ctx.me.user.is_advisor && ctx.previewUserId !== null;
const isClient = (ctx: NavContext) => !ctx.me.user.is_advisor || previewing(ctx);
/** The preview shows only the dashboard; the client's other screens have no preview yet. */
const notInPreview = (ctx: NavContext) => (previewing(ctx) ? navText.notInPreview : null);
const previewQuery = (ctx: NavContext) =>
  previewing(ctx) && ctx.companyHash ? `?previewCompanyHash=${encodeURIComponent(ctx.companyHash)}` : '';
export const accessIn = (ctx: NavContext, levels: FirmAccess[]) =>
  isAdvisor(ctx) && ctx.me.user.firm_access !== null && levels.includes(ctx.me.user.firm_access);
export const flag = (ctx: NavContext, name: keyof FirmPreferences) => prefs(ctx)[name] === true;
const clientBase = (ctx: NavContext) => (ctx.previewUserId ? `/preview/user/${ctx.previewUserId}` : '');
export const hash = (ctx: NavContext) => ctx.companyHash ?? '';

/** The client's links (FA §2.3, MD §2); the staff's are in ./staff. */
export const clientNavItems: NavItem[] = [
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
    available: true,
  },
  {
    id: 'client-profile',
    section: 'client',
    label: navText.profileSettings,
    kind: 'link',
    to: (c) => `${clientBase(c)}/profile`,
    rule: isClient,
    ruleText: 'clients',
    available: true,
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
    available: true,
  },
];

/** The links of `items` in a section that this user sees now. */
export function visibleIn(items: NavItem[], section: NavSection, ctx: NavContext): NavItem[] {
  return items.filter((i) => i.section === section && i.available && i.rule(ctx));
}

/** The client links of a section this user sees now (the staff's: ./staff visibleStaffItems). */
export function visibleItems(section: ClientNavSection, ctx: NavContext): NavItem[] {
  return visibleIn(clientNavItems, section, ctx);
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

/**
 * The entity an advisor's client preview shows: the previewCompanyHash parameter, or the entity of the previewed
 * documents (/preview/user/{userId}/documents/{hash}), so the preview's other links keep it.
 */
export function previewCompanyHashFor(pathname: string, search: string): string | null {
  const param = new URLSearchParams(search).get('previewCompanyHash');
  if (param) return param;
  const m = /^\/preview\/user\/[^/]+\/documents\/([^/]+)/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

/** The client-preview user id when an advisor previews a client (/preview/user/{userId}). */
export function previewUserIdFor(pathname: string): string | null {
  const m = /^\/preview\/user\/([^/]+)/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}
