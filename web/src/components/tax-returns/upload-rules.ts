/** The Upload or Replace Tax Return dialog's rules (FA §5.8, §9): one PDF of at most 150 MB, and its defaults. */
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';

/** FA §5.8, §9: 150 MB. */
export const maxTaxReturnBytes = 150 * 1024 * 1024;

/** What is wrong with a chosen file, in the spec's words; null when it can go. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const pdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!pdf) return spec.notAPdf;
  if (file.size > maxTaxReturnBytes) return spec.tooLarge;
  if (file.size === 0) return spec.fileRequired;
  return null;
}

/** The document name a file suggests: its name without '.pdf'. */
export const documentNameOf = (fileName: string) => fileName.replace(/\.pdf$/i, '').trim();

export interface UploadFields {
  entityId: string | null;
  file: File | null;
  taxYear: number | null;
}

export type UploadErrors = Partial<Record<'entity' | 'file' | 'taxYear', string>>;

/** The spec's message for each missing choice (a file's own problem is checked when it is chosen). */
export function uploadErrors(f: UploadFields, fileError: string | null): UploadErrors {
  const e: UploadErrors = {};
  if (!f.entityId) e.entity = spec.oneEntity;
  if (!f.file) e.file = spec.fileRequired;
  else if (fileError) e.file = fileError;
  if (!f.taxYear) e.taxYear = spec.taxYearRequired;
  return e;
}
