/**
 * The choices every PDF upload dialog asks for (FA §5.8: exactly one entity, one PDF, the tax year and the document's
 * name), checked by the dialog's own rules so each speaks its spec's words.
 */
import { useState } from 'react';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../format/dateTime';
import type { PickedEntity } from './EntityChoice';

export type PdfUploadErrors = Partial<Record<'entity' | 'file' | 'taxYear', string>>;

/** A dialog's checks: its upload-rules module. */
export interface PdfUploadRules {
  fileProblem: (file: File) => string | null;
  uploadErrors: (
    choice: { entityId: string | null; file: File | null; taxYear: number | null },
    fileError: string | null,
  ) => PdfUploadErrors;
  documentNameOf: (fileName: string) => string;
}

export type PdfUploadForm = ReturnType<typeof usePdfUploadForm>;

export function usePdfUploadForm(rules: PdfUploadRules, initial: { entity?: PickedEntity | null; taxYear?: number }) {
  const [entity, setEntity] = useState<PickedEntity | null>(initial.entity ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [taxYear, setTaxYear] = useState<number>(initial.taxYear ?? defaultTaxYear(Date.now(), browserZone));
  const [typedName, setDocumentName] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const problems = () => rules.uploadErrors({ entityId: entity?.id ?? null, file, taxYear }, fileError);

  function chooseFile(f: File) {
    setFile(f);
    setFileError(rules.fileProblem(f));
  }

  /** From now on every missing choice shows; the entity and file when nothing is missing. */
  function check(): { entity: PickedEntity; file: File } | null {
    setChecked(true);
    if (Object.keys(problems()).length || !entity || !file) return null;
    return { entity, file };
  }

  return {
    entity,
    setEntity,
    file,
    fileError,
    chooseFile,
    taxYear,
    setTaxYear,
    // The document name follows the file until typed over.
    documentName: typedName ?? (file ? rules.documentNameOf(file.name) : ''),
    setDocumentName,
    errors: checked ? problems() : {},
    check,
  };
}
