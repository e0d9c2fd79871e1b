/**
 * The staff side's questionnaire calls (QD §7; FA §7.5 backlog): templates, sends, schedules, the Collect list and the
 * changes staff make to what was sent. Types come from the shared schemas (types only: no zod in the bundle). Every
 * list key starts with its route's path, so a change revalidates the lists together (hooks/useCollect.ts).
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/questionnaires-staff';
import type * as c from '@ledgerline/shared/schemas/questionnaire-content';
import type * as a from '@ledgerline/shared/schemas/answering';
import { questionnaireRoutes as r } from '@ledgerline/shared/routes/questionnaires';
import { api } from './client';

export type TemplateSummary = z.infer<typeof s.TemplateSummary>;
export type TemplateDetail = z.infer<typeof s.TemplateDetail>;
export type SaveTemplateBody = z.input<typeof s.SaveTemplateInput>;
export type ContentSection = z.infer<typeof c.ContentSection>;
export type ContentQuestion = c.ContentQuestion;
export type SendBody = z.input<typeof s.SendQuestionnairesInput>;
export type SendAnswer = z.infer<typeof s.SendAnswer>;
export type OpenItemsBody = z.input<typeof s.SendOpenItemsInput>;
export type ReminderBody = z.input<typeof s.ReminderInput>;
export type CollectQuery = Partial<z.input<typeof s.CollectQuery>>;
export type CollectList = z.infer<typeof s.CollectList>;
export type CollectRow = z.infer<typeof s.CollectRow>;
export type QuestionnaireDetail = z.infer<typeof a.AnsweredQuestionnaire>;
export type UsageAnswer = z.infer<typeof s.UsageAnswer>;
export type TemplateSchedulerRow = z.infer<typeof s.TemplateSchedulerRow>;
export type SaveQuestionnaireBody = z.input<typeof s.SaveQuestionnaireInput>;

export const staffQuestionnaireKeys = {
  templates: r.getAllQuestionnaireTemplatesInfo.path,
  template: r.getTemplateById.path,
  collect: r.listQuestionnaires.path,
  usage: r.getSentQuestionnairesUsageData.path,
  years: r.getAllQuestionnaireYears.path,
  questionnaire: r.getQuestionnaire.path,
  schedulers: r.getAllTemplateSchedulers.path,
  backlog: r.getBacklog.path,
} as const;

export const questionnaireTemplates = {
  list: () => api.call(r.getAllQuestionnaireTemplatesInfo, {}, { quiet: true }),
  get: (template_id: string) => api.call(r.getTemplateById, { template_id }, { quiet: true }),
  save: (body: SaveTemplateBody) => api.call(r.saveTemplate, body),
  remove: (id: string) => api.call(r.deleteTemplate, { id }),
};

export const staffQuestionnaires = {
  // List failures only log (QD §8): the list then shows empty.
  list: (query: CollectQuery) => api.call(r.listQuestionnaires, query, { quiet: true }),
  usage: (tax_year: number, entity_type?: string) =>
    api.call(r.getSentQuestionnairesUsageData, { tax_year, entity_type }, { quiet: true }),
  years: () => api.call(r.getAllQuestionnaireYears, {}, { quiet: true }),
  get: (company_id: string, id: string) => api.call(r.getQuestionnaire, { company_id, id }, { quiet: true }),
  send: (body: SendBody) => api.call(r.sendQuestionnaires, body),
  sendOpenItems: (body: OpenItemsBody) => api.call(r.sendOpenItems, body),
  sendToUser: (questionnaire_ids: string[]) => api.call(r.sendQuestionnaireNotifications, { questionnaire_ids }),
  sendReminders: (body: ReminderBody) => api.call(r.sendQuestionnaireReminders, body),
  saveReminders: (body: ReminderBody) => api.call(r.saveReminders, body),
  sendCustomStatusChange: (body: {
    questionnaireIds: string[];
    customEmailSubject: string;
    customEmailMessage: string;
    customSmsMessage?: string;
  }) => api.call(r.sendCustomStatusChange, body),
  save: (body: SaveQuestionnaireBody) => api.call(r.saveQuestionnaire, body),
  saveDueDates: (questionnaire_ids: string[], due_date: string, reminders_disabled?: boolean) =>
    api.call(r.saveQuestionnaires, { questionnaire_ids, due_date, reminders_disabled }),
  update: (body: {
    company_id: string;
    id: string;
    track_changes?: boolean;
    deposit_status?: SaveQuestionnaireBody['deposit_status'];
    locked?: boolean;
  }) => api.call(r.updateQuestionnaire, body),
  lock: (questionnaire_ids: string[], locked: boolean) => api.call(r.lockQuestionnaires, { questionnaire_ids, locked }),
  remove: (questionnaire_ids: string[]) => api.call(r.deleteQuestionnaire, { questionnaire_ids }),
  restore: (id: string) => api.call(r.restoreDeletedQuestionnaire, { id }),
  markCompleted: (id: string, completed: boolean) => api.call(r.markCompleted, { id, completed }),
  unsubmit: (id: string) => api.call(r.unsubmitQuestionnaire, { id }),
  link: (id: string) => api.call(r.generateQuestionnaireLink, { id }),
  deleteQuestion: (company_id: string, id: string, question_id: string) =>
    api.call(r.deleteQuestion, { company_id, id, question_id }),
  schedulers: (show_active: boolean, show_mine: boolean) =>
    api.call(r.getAllTemplateSchedulers, { show_active, show_mine }, { quiet: true }),
  cancelScheduler: (id: string) => api.call(r.cancelTemplateScheduler, { id }),
  backlog: () => api.call(r.getBacklog, {}, { quiet: true }),
  resetBacklog: () => api.call(r.resetBacklog, {}),
  clearQueued: () => api.call(r.clearQueuedQuestionnaireSends, {}),
};
