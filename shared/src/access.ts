/**
 * Who may call a route. Firm access levels nest: partner ⊃ admin ⊃ full ⊃ group. A staff member with no
 * level is a plain advisor: the 'advisor' rule admits every staff member.
 */
export const accessRules = ['public', 'authenticated', 'client', 'advisor', 'full', 'admin', 'partner'] as const;
export type AccessRule = (typeof accessRules)[number];

export const firmAccessLevels = ['partner', 'admin', 'full', 'group'] as const;
export type FirmAccess = (typeof firmAccessLevels)[number];

/** The caller as the platform knows it after authentication. */
export interface Caller {
  userId: string;
  firmId: string;
  sessionId: string;
  isAdvisor: boolean;
  firmAccess: FirmAccess | null;
  firmGroupId: string | null;
  readonly: boolean;
}

const rank: Record<FirmAccess, number> = { group: 1, full: 2, admin: 3, partner: 4 };

/** Whether a signed-in caller satisfies a route's access rule. */
export function allows(rule: AccessRule, caller: Caller | null): boolean {
  if (rule === 'public') return true;
  if (!caller) return false;
  switch (rule) {
    case 'authenticated':
      return true;
    case 'client':
      return !caller.isAdvisor;
    case 'advisor':
      return caller.isAdvisor;
    case 'full':
      return caller.isAdvisor && (caller.firmAccess ? rank[caller.firmAccess] : 0) >= rank.full;
    case 'admin':
      return caller.isAdvisor && (caller.firmAccess ? rank[caller.firmAccess] : 0) >= rank.admin;
    case 'partner':
      return caller.isAdvisor && caller.firmAccess === 'partner';
  }
}
