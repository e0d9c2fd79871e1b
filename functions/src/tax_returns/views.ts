import type { TaxReturnCard } from '@ledgerline/shared/schemas/tax-returns';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';

export function taxReturnCard(r: TaxReturnItem): TaxReturnCard {
  return {
    id: r.taxReturnId,
    company_id: r.companyId,
    tax_year: r.tax_year,
    tax_return_name: r.tax_return_name,
    status: r.status,
    draft_status: r.draft_status ?? null,
    draft_comment: r.draft_comment ?? null,
    locked: r.locked ?? false,
    signatures_to_sign: r.signatures_to_sign ?? 0,
    paper_filed_to_mail: r.paper_filed_to_mail ?? 0,
    payments_remaining: r.payments_remaining ?? 0,
    has_file: Boolean(r.file_key),
    updated_at: r.updated_at ?? r.created_at ?? '',
    upload_later_date: r.upload_later_date ?? null,
  };
}
