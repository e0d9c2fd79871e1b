/**
 * QD §2 Multi-Form Upload Confirmation, asked when an upload holds PDFs and the firm has the bulk upload processor
 * on (QD §5 'The multi-form split toggle is only for PDFs'): does the PDF hold several forms, to be split into one
 * document per form? Staff splitting one PDF may give its page ranges ('Page ranges accept comma lists and ranges');
 * left empty, the portal finds each form itself.
 */
import { Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import { parsePageRanges } from '@ledgerline/shared/page-ranges';
import { extractedDocumentScreenText as t } from '@ledgerline/shared/extracted-documents';
import { FormDialog } from './FormDialog';

/** What the uploader chose for a PDF: split it into its forms, by the portal or by page ranges. */
export interface SplitChoice {
  requiresSplitting: boolean;
  /** '1-2, 3, 4-6', checked already; null to let the portal find each form. */
  pageRanges: string | null;
}

/** QD §5: the multi-form split toggle is only for PDFs. */
export function isPdf(file: { name: string; type?: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

const l = { pdfsInUpload: 'PDFs in this upload', continue: 'Continue' };

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  files: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
});

/** The page ranges' problem, or null when empty (optional) or fine. */
export function pageRangesProblem(text: string): string | null {
  if (!text.trim()) return null;
  const parsed = parsePageRanges(text);
  return parsed.ok ? null : parsed.problem;
}

export function MultiFormConfirmDialog({
  open,
  pdfNames,
  withPageRanges,
  onContinue,
  onCancel,
}: {
  open: boolean;
  /** The upload's PDFs (the question is about them; other files are filed as they are). */
  pdfNames: readonly string[];
  /** Page ranges are offered to staff splitting a single PDF (a split by ranges is a staff call). */
  withPageRanges: boolean;
  onContinue: (choice: SplitChoice) => void;
  onCancel: () => void;
}) {
  const s = useStyles();
  const [split, setSplit] = useState(false);
  const [ranges, setRanges] = useState('');
  const [tried, setTried] = useState(false);
  const rangesShown = split && withPageRanges && pdfNames.length === 1;
  const problem = rangesShown ? pageRangesProblem(ranges) : null;

  return (
    <FormDialog
      open={open}
      title={t.multiFormTitle}
      submitLabel={l.continue}
      canSubmit={!(tried && problem)}
      noValidate
      onClose={onCancel}
      onSubmit={() => {
        setTried(true);
        if (problem) return;
        onContinue({ requiresSplitting: split, pageRanges: rangesShown && ranges.trim() ? ranges.trim() : null });
      }}
    >
      <div className={s.body}>
        <Text>{t.multiFormQuestion}</Text>
        <div>
          <Text weight="semibold">{l.pdfsInUpload}</Text>
          <ul className={s.files}>
            {pdfNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <Switch checked={split} label={t.multiFormToggle} onChange={(_, d) => setSplit(d.checked)} />
        {rangesShown && (
          <Field
            label={t.pageRangesLabel}
            hint={t.pageRangesHint}
            validationState={tried && problem ? 'error' : 'none'}
            validationMessage={tried && problem ? problem : undefined}
          >
            <Input value={ranges} onChange={(_, d) => setRanges(d.value)} onBlur={() => setTried(true)} />
          </Field>
        )}
      </div>
    </FormDialog>
  );
}

/**
 * Asks the question and answers the choice (null: cancelled). The dialog stays mounted and closes with `open`: it
 * opens over the questionnaire preview, whose focus trap would otherwise leave that dialog hidden from assistive
 * technology. Each question mounts the dialog afresh (its key), so it starts unanswered.
 */
export function useMultiFormConfirm(withPageRanges: boolean) {
  const [asked, setAsked] = useState<{ pdfNames: string[]; key: number; open: boolean } | null>(null);
  const answer = useRef<((choice: SplitChoice | null) => void) | null>(null);
  const ask = useCallback(
    (pdfNames: string[]) =>
      new Promise<SplitChoice | null>((resolve) => {
        answer.current?.(null);
        answer.current = resolve;
        setAsked((a) => ({ pdfNames, key: (a?.key ?? 0) + 1, open: true }));
      }),
    [],
  );
  const settle = (choice: SplitChoice | null) => {
    answer.current?.(choice);
    answer.current = null;
    setAsked((a) => a && { ...a, open: false });
  };
  const dialog = asked ? (
    <MultiFormConfirmDialog
      key={asked.key}
      open={asked.open}
      pdfNames={asked.pdfNames}
      withPageRanges={withPageRanges}
      onContinue={settle}
      onCancel={() => settle(null)}
    />
  ) : null;
  return { ask, dialog };
}
