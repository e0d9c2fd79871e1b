import {
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../format/dateTime';
import { EntityChoice, type EntityChoiceText, type PickedEntity } from './EntityChoice';
import { FormDialog } from './FormDialog';
import { PdfField, type PdfFieldText } from './PdfField';
import type { PdfUploadForm } from './usePdfUploadForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fixed: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** What the dialog says, in the words of the upload it is for. */
export interface PdfUploadText extends EntityChoiceText, PdfFieldText {
  taxYear: string;
  documentName: string;
  uploading: string;
}

/** Where the upload is: the last failure while idle, the PUT's progress, or a later step the dialog shows itself. */
export type PdfUploadPhase =
  | { phase: 'idle'; error: string | null }
  | { phase: 'uploading'; progress: number }
  | { phase: 'saving' | 'processing' };

/**
 * A PDF upload dialog (FA §5.8): the last failure, exactly one entity (or the one it is fixed to), one PDF, the tax
 * year and the document's name, then the dialog's own fields, the upload's progress and its own status.
 */
export function PdfUploadDialog({
  title,
  submitLabel,
  form,
  state,
  text,
  fixedEntity,
  onSubmit,
  onClose,
  status,
  keepSubmitFocus,
  children,
}: {
  title: string;
  submitLabel: string;
  form: PdfUploadForm;
  state: PdfUploadPhase;
  text: PdfUploadText;
  /** Shown instead of the entity choice when the dialog is for one entity. */
  fixedEntity?: PickedEntity | null;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** What shows after the progress (a later step's spinner). */
  status?: ReactNode;
  /** FormDialog's keepSubmitFocus: focus stays in the dialog while it uploads and after a confirmation over it. */
  keepSubmitFocus?: boolean;
  /** The dialog's own fields, after the document name. */
  children?: ReactNode;
}) {
  const s = useStyles();
  const years = taxYearOptions(Date.now(), browserZone).reverse();
  const busy = state.phase !== 'idle';
  const { errors } = form;
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      canSubmit={!busy}
      onSubmit={onSubmit}
      onClose={onClose}
      noValidate
      keepSubmitFocus={keepSubmitFocus}
    >
      <div className={s.form}>
        {state.phase === 'idle' && state.error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{state.error}</MessageBarBody>
          </MessageBar>
        )}
        {fixedEntity ? (
          <div className={s.fixed}>
            <Text weight="semibold">{text.entity}</Text>
            <Text>{fixedEntity.name}</Text>
          </div>
        ) : (
          <EntityChoice selected={form.entity} onSelect={form.setEntity} error={errors.entity} text={text} />
        )}
        <PdfField
          file={form.file}
          error={errors.file ?? form.fileError ?? undefined}
          disabled={busy}
          onFile={form.chooseFile}
          text={text}
        />
        <Field
          label={text.taxYear}
          validationMessage={errors.taxYear}
          validationState={errors.taxYear ? 'error' : 'none'}
        >
          <Select value={String(form.taxYear)} disabled={busy} onChange={(_, d) => form.setTaxYear(Number(d.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.documentName}>
          <Input
            maxLength={200}
            disabled={busy}
            value={form.documentName}
            onChange={(_, d) => form.setDocumentName(d.value)}
          />
        </Field>
        {children}
        {state.phase === 'uploading' && (
          <Field label={text.uploading} validationState="none">
            <ProgressBar value={state.progress} max={1} />
          </Field>
        )}
        {status}
      </div>
    </FormDialog>
  );
}
