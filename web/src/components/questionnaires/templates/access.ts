import type { CurrentUser } from '../../../api/types';

/**
 * Who may open /templates and change templates (FA §2.2, §6): a partner, or a full-access user unless the firm
 * turned `template_disabled_for_nonadmin` on. Admins are not "non-admins": the server lets them save either way
 * (functions/src/questionnaires/save-template.ts), so the screens do too.
 */
export function mayManageTemplates(me: CurrentUser): boolean {
  if (!me.user.is_advisor) return false;
  const access = me.user.firm_access;
  if (access === 'partner' || access === 'admin') return true;
  return access === 'full' && me.firm.preferences?.template_disabled_for_nonadmin !== true;
}
