import { declareRoutes } from '../route';
import * as q from '../schemas/questionnaires';

/** The client dashboard's questionnaire calls (MD §7 Client dashboard data, Sessions and users). */
export const questionnaireRoutes = declareRoutes('questionnaires', {
  getClientQuestionnaires: {
    aws: ['table'],
    method: 'GET',
    path: '/questionnaires/get_client_questionnaires',
    access: 'client',
    summary:
      'The questionnaires of one of the caller’s entities, every tax year, newest year first (no drafts, nothing deleted)',
    input: q.CompanyQuestionnairesQuery,
    output: q.QuestionnaireList,
  },
  getQuestionnairesForYear: {
    aws: ['table'],
    method: 'GET',
    path: '/questionnaires/get_questionnaires_for_year',
    access: 'client',
    summary: 'The questionnaires of one of the caller’s entities for a tax year, or for every year with year=All',
    input: q.QuestionnairesForYearQuery,
    output: q.QuestionnaireList,
  },
  getPreviewClientQuestionnaires: {
    aws: ['table'],
    method: 'GET',
    path: '/questionnaires/get_preview_client_questionnaires',
    access: 'advisor',
    summary: 'Staff previewing a client: the questionnaires the client sees for an entity',
    input: q.CompanyQuestionnairesQuery,
    output: q.QuestionnaireList,
  },
});
