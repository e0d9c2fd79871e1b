/**
 * The spreadsheet downloads (QD §7 export_questionnaire_to_spreadsheet: one questionnaire, a row per question; MD §7
 * download_overview_page_as_spreadsheet: the Collect list's rows). Both answer the .xls itself.
 */
import { formatDueDate } from '@ledgerline/shared/answering';
import { defaultExportName } from '@ledgerline/shared/exports';
import { fullName } from '@ledgerline/shared/person-name';
import { statusText, questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import { exportRoutes } from '@ledgerline/shared/routes/exports';
import { formatDate } from '@ledgerline/shared/time/format';
import { answeredQuestionnaire } from '../platform/answered-questionnaire';
import { handle } from '../platform/handle';
import { fileReply } from '../platform/http';
import { questionnaireExport } from './export-model';
import { openQuestionnaire, openQuestionnaires } from './open';
import * as store from './store';

const xls = 'application/vnd.ms-excel';

export const exportQuestionnaireToSpreadsheet = handle(
  exportRoutes.exportQuestionnaireToSpreadsheet,
  async ({ caller, input }) => {
    const { q, company } = await openQuestionnaire(caller, input.id, input.company_id);
    const firm = await store.getFirm(caller.firmId);
    const now = new Date();
    const answered = await answeredQuestionnaire({ caller, q, company, firm, primary: null, now });
    const model = questionnaireExport(answered, company.name, [], {
      removeNosAndNa: false,
      timeZone: firm?.time_zone,
      now,
    });
    const { questionnaireSpreadsheet } = await import('./spreadsheet/questionnaire-sheet');
    return fileReply({
      body: Buffer.from(await questionnaireSpreadsheet(model)),
      contentType: xls,
      filename: `${defaultExportName(company.name, q.name, q.tax_year, todayIn(now, firm?.time_zone))}.xls`,
    });
  },
);

export const downloadOverviewPageAsSpreadsheet = handle(
  exportRoutes.downloadOverviewPageAsSpreadsheet,
  async ({ caller, input }) => {
    const opened = await openQuestionnaires(caller, input.questionnaire_ids);
    const firm = await store.getFirm(caller.firmId);
    const zone = firm?.time_zone;
    const primaries = await store.getUsers(
      caller.firmId,
      opened.map((o) => o.company.primary_user_id).filter((id): id is string => Boolean(id)),
    );
    const advisors = await store.getUsers(
      caller.firmId,
      primaries.map((u) => u.assigned_advisor_id).filter((id): id is string => Boolean(id)),
    );
    const primaryOf = new Map(primaries.map((u) => [u.userId, u]));
    const advisorOf = new Map(advisors.map((u) => [u.userId, u]));
    const rows = opened.map(({ q, company }) => {
      const advisorId = primaryOf.get(company.primary_user_id ?? '')?.assigned_advisor_id;
      const advisor = advisorId ? advisorOf.get(advisorId) : undefined;
      return {
        entity: company.name,
        entity_type: company.entity_type ?? '',
        questionnaire: questionnaireTitle(q),
        tax_year: q.tax_year,
        status: q.locked
          ? 'Locked'
          : statusText({
              completed: q.completed ?? false,
              is_draft: q.is_draft ?? false,
              status: q.status ?? null,
              sections: (q.sections ?? []) as { id: string; name: string }[],
              opened_timestamp: q.opened_timestamp ?? null,
              in_progress: q.in_progress ?? false,
            }),
        due_date: q.due_date ? formatDueDate(q.due_date) : '',
        progress: `${q.questions_completed ?? 0} of ${q.questions_total ?? 0}`,
        sent_at: q.sent_at ? formatDate(q.sent_at, zone) : '',
        last_activity: [q.last_activity ?? '', q.last_activity_at ? formatDate(q.last_activity_at, zone) : '']
          .filter(Boolean)
          .join(', '),
        assigned_advisor: advisor ? fullName(advisor) || advisor.email : '',
        tags: (company.entity_tags ?? []).join(', '),
      };
    });
    const { overviewSpreadsheet } = await import('./spreadsheet/overview-sheet');
    return fileReply({
      body: Buffer.from(await overviewSpreadsheet(rows)),
      contentType: xls,
      filename: `Collect overview ${todayIn(new Date(), zone)}.xls`,
    });
  },
);
