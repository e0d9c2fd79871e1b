/** The Upload Signature Request dialog's checks (FA §5.8: exactly one entity, a file and a tax year; FA §9: 150 MB). */
import { signatureRequestText as spec } from '@ledgerline/shared/signature-requests';

export const maxUploadBytes = 150 * 1024 * 1024;

export interface UploadChoice {
  entityId: string | null;
  file: File | null;
  taxYear: number | null;
}

export type UploadErrors = Partial<Record<'entity' | 'file' | 'taxYear', string>>;

/** What is missing, by field, in the spec's words. */
export function uploadErrors(c: UploadChoice, fileError: string | null): UploadErrors {
  const errors: UploadErrors = {};
  if (!c.entityId) errors.entity = spec.oneEntity;
  if (!c.file) errors.file = spec.fileRequired;
  else if (fileError) errors.file = fileError;
  if (!c.taxYear) errors.taxYear = spec.taxYearRequired;
  return errors;
}

/** Why this file cannot be a signature request, before it is sent (the server checks its bytes again). */
export function fileProblem(f: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const pdf = f.type === 'application/pdf' || /\.pdf$/i.test(f.name);
  if (!pdf) return spec.notAPdf;
  if (f.size === 0) return spec.invalidFiles;
  if (f.size > maxUploadBytes) return spec.tooLarge;
  return null;
}

/** The document's name from its file ('Engagement letter.pdf' → 'Engagement letter'). */
export const documentNameOf = (fileName: string) => fileName.replace(/\.pdf$/i, '').trim();
