/** Import items as the API answers them (shared/src/schemas/imports.ts). */
import type { ImportRowView, ImportView } from '@ledgerline/shared/schemas/imports';
import type { ImportItem, ImportRowItem } from '../platform/data/entities/import';
import { isTemporaryEmail } from '@ledgerline/shared/users';
import { assigneeOf } from './rules';

export function importView(i: ImportItem): ImportView {
  return {
    id: i.importId,
    document_type: i.kind,
    list_type: i.list_type ?? null,
    document_name: i.document_name,
    comment: i.comment ?? null,
    tax_software: i.tax_software ?? null,
    year: i.year ?? null,
    assigned_firm_user_id: assigneeOf(i.assignee),
    status: i.status,
    rows_total: i.rows_total ?? 0,
    rows_done: i.rows_done ?? 0,
    rows_accepted: i.rows_accepted ?? 0,
    rows_rejected: i.rows_rejected ?? 0,
    error: i.error ?? null,
    uploaded_by: i.uploaded_by,
    created_at: i.created_at ?? '',
    finished_at: i.finished_at ?? null,
  };
}

export function importRowView(r: ImportRowItem): ImportRowView {
  return {
    row: r.row,
    status: r.status,
    reasons: r.reasons ?? [],
    name: r.name ?? '',
    // A made-up address (the row had no email) is nobody's to read.
    email: r.email && !isTemporaryEmail(r.email) ? r.email : null,
    user_id: r.user_id ?? null,
    company_id: r.company_id ?? null,
  };
}
