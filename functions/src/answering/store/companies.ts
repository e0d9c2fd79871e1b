/**
 * A client's entities and their questionnaires, for the questionnaire to go to after submitting one (QD §4
 * Submission): one read of the client's memberships and entities, then one query per active entity on its
 * questionnaires' index. Grows with the client's entities, never with the firm.
 */
import { companiesOf } from '../../platform/user-profile';
import { Questionnaire, type QuestionnaireItem } from '../../platform/data/entities/questionnaire';
import type { CompanyItem } from '../../platform/data/entities/company';
import { mapLimited } from '../../platform/map-limited';

export type { CompanyItem };

/** The client's active entities (not deleted, not inactive). */
export async function activeCompaniesOf(firmId: string, userId: string): Promise<CompanyItem[]> {
  return (await companiesOf(firmId, userId)).filter((c) => !c.inactive);
}

export type QuestionnaireCard = Pick<
  QuestionnaireItem,
  | 'questionnaireId'
  | 'companyId'
  | 'name'
  | 'formatted_name'
  | 'is_open_item'
  | 'tax_year'
  | 'due_date'
  | 'is_draft'
  | 'sent_at'
  | 'deleted_at'
  | 'completed'
  | 'locked'
  | 'created_at'
>;

/** Every questionnaire of each entity (drafts and deleted ones too: the caller keeps what it wants). */
export async function questionnairesOfCompanies(
  firmId: string,
  companyIds: readonly string[],
): Promise<QuestionnaireCard[]> {
  const pages = await mapLimited(companyIds, 8, async (companyId) => {
    const { data } = await Questionnaire.query.byCompanyYear({ firmId, companyId }).go({
      pages: 'all',
      attributes: [
        'questionnaireId',
        'companyId',
        'name',
        'formatted_name',
        'is_open_item',
        'tax_year',
        'due_date',
        'is_draft',
        'sent_at',
        'deleted_at',
        'completed',
        'locked',
        'created_at',
      ],
    });
    return data as QuestionnaireCard[];
  });
  return pages.flat();
}
