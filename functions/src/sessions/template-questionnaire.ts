/**
 * The signed-in client's questionnaire from a sign-up link's template (FA §2.1
 * /template/{templateHashId}/create-questionnaire-from-template, §7.5 get_questionnaire_id_by_template and
 * firm_self_sign_up_create_questionnaire): for their entity (the one asked for, else their default, else their
 * first active one) and the tax year (the firm's default year unless asked). Made once: its id comes from the
 * entity, the template and the year, so a second call, a reload or two tabs open the same questionnaire.
 */
import type { Caller } from '@ledgerline/shared/access';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { selfSignUpText } from '@ledgerline/shared/self-sign-up';
import { handle } from '../platform/handle';
import { Forbidden, NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { createCompany } from '../platform/provision';
import { companiesOf } from '../platform/user-profile';
import type { UserItem } from './store';
import { askedCount, templateQuestionnaireId, yearOf } from './self-sign-up-rules';
import { templateOfHash } from './sign-up-template';
import { createQuestionnaireOnce, getQuestionnaire, setDefaultCompany } from './store/self-sign-up';

/** The link must be of the caller's own firm: another firm's link is not theirs to answer (404, as any unknown link). */
async function callersTemplate(caller: Caller, hash: string) {
  const found = await templateOfHash(hash);
  if (found.firm.firmId !== caller.firmId) throw new NotFound('template', selfSignUpText.invalidLink);
  return found;
}

/** The entity the questionnaire is for; a client left without any entity (a sign-up cut short) gets one of their name. */
async function entityFor(caller: Caller, user: UserItem | null, asked: string | undefined, create: boolean) {
  const all = await companiesOf(caller.firmId, caller.userId);
  const active = all.filter((c) => !c.inactive);
  if (asked) {
    const chosen = active.find((c) => c.companyId === asked);
    if (!chosen) throw new NotFound('entity');
    return chosen;
  }
  const chosen = active.find((c) => c.companyId === user?.default_company_id) ?? active[0];
  if (chosen) return chosen;
  if (all.length > 0) throw new Forbidden(selfSignUpText.noEntity);
  if (!create || !user) return null;
  const made = await createCompany(caller.firmId, {
    name: `${user.fname ?? ''} ${user.lname ?? ''}`.trim() || user.email,
    entityType: 'Individual',
    ownerIds: [caller.userId],
  });
  await setDefaultCompany(caller.firmId, caller.userId, made.companyId);
  return { companyId: made.companyId, hash_id: made.hash_id };
}

export const getQuestionnaireIdByTemplate = handle(sessionRoutes.getQuestionnaireIdByTemplate, async (ctx) => {
  const { caller, input } = ctx;
  const { firm, template } = await callersTemplate(caller, input.templateHashId);
  const year = yearOf(input.year, new Date(), firm.time_zone);
  const company = await entityFor(caller, await ctx.callerUser(), input.companyId, false);
  if (!company) return { questionnaire_id: null, company_hash_id: null, tax_year: year };
  const id = templateQuestionnaireId(company.companyId, template.templateId, year);
  const existing = await getQuestionnaire(caller.firmId, id);
  return {
    questionnaire_id: existing && !existing.deleted_at ? id : null,
    company_hash_id: company.hash_id,
    tax_year: year,
  };
});

export const firmSelfSignUpCreateQuestionnaire = handle(
  sessionRoutes.firmSelfSignUpCreateQuestionnaire,
  async (ctx) => {
    const { caller, input } = ctx;
    if (caller.readonly) throw new Forbidden(selfSignUpText.readOnly);
    const { firm, template } = await callersTemplate(caller, input.templateHashId);
    const now = new Date();
    const year = yearOf(input.year, now, firm.time_zone);
    const company = (await entityFor(caller, await ctx.callerUser(), input.companyId, true))!;
    const questionnaireId = templateQuestionnaireId(company.companyId, template.templateId, year);
    const at = now.toISOString();
    const sections = template.sections;
    const created = await createQuestionnaireOnce({
      firmId: caller.firmId,
      questionnaireId,
      companyId: company.companyId,
      tax_year: year,
      name: template.name,
      questionnaire_type: 'template',
      questionnaire_template_id: template.templateId,
      is_draft: false,
      sent_at: at,
      last_activity: 'Sent',
      last_activity_at: at,
      content: { sections },
      sections: sections.map((s) => ({ id: s.id, name: s.name })),
      content_version: 1,
      questions_total: askedCount(sections),
      questions_completed: 0,
      created_by: caller.userId,
    });
    if (created)
      await recordActivity({
        firmId: caller.firmId,
        action: 'questionnaire_created',
        title: 'Questionnaire created from a sign-up link',
        description: `${template.name} (${year})`,
        userId: caller.userId,
        actorUserId: caller.userId,
        companyId: company.companyId,
        questionnaireId,
        ip: ctx.ip,
        requestId: ctx.requestId,
      });
    return {
      questionnaire_id: questionnaireId,
      company_id: company.companyId,
      company_hash_id: company.hash_id,
      tax_year: year,
      created,
    };
  },
);
