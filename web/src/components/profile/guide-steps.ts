/**
 * The Guide's steps (FA §2.2 Guide at /admin-guide): each a main screen, shown only to someone who may open it
 * (the same rule as its navigation link), with its address and whether this person has done it.
 */
import { guideStepIds, type GuideStepId } from '@ledgerline/shared/profile';
import type { CurrentUser } from '../../api/types';
import type { NavContext } from '../../nav/config';
import { staffNavItems } from '../../nav/staff';
import { guideText } from '../../texts/profile';

/** The navigation link each step follows: its address and who may open it. */
const linkOf: Record<GuideStepId, string> = {
  clients: 'users',
  entities: 'entities',
  messages: 'messages',
  templates: 'templates',
  documents: 'entities',
  'tax-returns': 'deliver',
  'firm-settings': 'firm-settings',
};

export interface GuideStep {
  id: GuideStepId;
  title: string;
  body: string;
  to: string;
  done: boolean;
}

export const tourOn = (me: CurrentUser) => me.user.is_advisor && me.firm.preferences?.tour_enabled === true;

export function guideSteps(me: CurrentUser): GuideStep[] {
  const ctx: NavContext = { me, companyHash: null, userId: null, previewUserId: null, entityHasActiveOwners: true };
  const done = new Set(me.user.preferences?.guide_completed_steps ?? []);
  return guideStepIds.flatMap((id) => {
    const link = staffNavItems.find((i) => i.id === linkOf[id]);
    if (!link?.available || !link.rule(ctx) || !link.to) return [];
    return [{ id, ...guideText.steps[id], to: link.to(ctx), done: done.has(id) }];
  });
}
