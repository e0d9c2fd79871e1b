import {
  Button,
  Checkbox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { maxExportQuestionnaires, type ExportKind } from '@ledgerline/shared/exports';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import { useId, useMemo, useState } from 'react';
import { saveBlob } from '../../api/conversations';
import { exportsApi, type ExportStarted } from '../../api/exports';
import { browserZone } from '../../format/dateTime';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { exportLabels as l, exportSpec as t } from '../../texts/exports';
import { toastError } from '../../toast';
import {
  appliedOptions,
  defaultNames,
  documentsToInclude,
  exportExtension,
  exportRequest,
  fileNameOf,
  noExportOptions,
  offeredKinds,
  optionsFor,
  otherDocuments,
  selectedSize,
  serverError,
  tooLarge,
  usesSpreadsheetCall,
  type ExportOption,
  type ExportOptionsState,
  type ExportTarget,
} from './export-rules';
import { ExportDocumentsPicker } from './ExportDocumentsPicker';
import { ExportNameFields } from './ExportNameFields';
import { ExportOtherDocumentsPicker } from './ExportOtherDocumentsPicker';
import { TooLargeAdvice } from './TooLargeAdvice';
import { useEntityYearDocuments } from './useEntityYearDocuments';
import { useExportedDocuments } from './useExportedDocuments';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column' },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  indented: { paddingLeft: tokens.spacingHorizontalXXL },
});

const optionLabels: Record<ExportOption, string> = {
  toc: l.toc,
  pages: l.pages,
  documents: l.includeDocuments,
  removeNoAndNa: l.removeNoAndNa,
  convertImages: l.convertImages,
};

/**
 * QD §2 Export Questionnaire(s), the choices: the format (Scan and AutoFlow when the firm offers it), the options that
 * format takes (QD §9), the file's name or each questionnaire's, and with one questionnaire's documents which of
 * them go in, and which of the entity's other files of its tax year go in too. One questionnaire's spreadsheet is
 * saved at once (export_questionnaire_to_spreadsheet); anything else is export_questionnaires, whose answer goes to
 * `onStarted` (its file now, or the export queued). A 503 shows the advice to split (QD §8) here; other failures
 * toast the server's error or the spec's.
 */
export function ExportOptionsStep({
  targets,
  onCancel,
  onSaved,
  onStarted,
}: {
  targets: readonly ExportTarget[];
  onCancel: () => void;
  /** One questionnaire's spreadsheet was saved. */
  onSaved: () => void;
  onStarted: (started: ExportStarted) => void;
}) {
  const s = useStyles();
  const ids = useId();
  const { data: me } = useCurrentUser();
  const kinds = offeredKinds(me?.firm.preferences);
  const defaults = useMemo(() => defaultNames(targets, todayIn(Date.now(), browserZone)), [targets]);
  const [kind, setKind] = useState<ExportKind>('pdf');
  const [options, setOptions] = useState<ExportOptionsState>(noExportOptions);
  const [names, setNames] = useState<Record<string, string>>(defaults);
  const [excluded, setExcluded] = useState<Set<string>>(() => new Set());
  // The entity's other files checked to add (unchecked to start with).
  const [included, setIncluded] = useState<Set<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  // The server answered 503: the advice shows until something changes.
  const [refused, setRefused] = useState(false);

  const one = targets.length === 1;
  const applied = appliedOptions(kind, options);
  const picking = one && applied.documents;
  // With one questionnaire and its documents: the questionnaire's own list, and its entity's files of the tax year.
  const single = picking ? targets[0]! : null;
  const documents = useExportedDocuments(single?.id ?? null);
  const list = documents.data?.documents;
  const yearFiles = useEntityYearDocuments(single?.company_id ?? null, single?.tax_year ?? null);
  // Offered once the questionnaire's own list is known (it decides which files are 'other'); a failed read offers none.
  const others = useMemo(
    () => (list && yearFiles.data && single ? otherDocuments(yearFiles.data, list, single.id) : undefined),
    [list, yearFiles.data, single],
  );
  const added = documentsToInclude(others ?? [], included);
  const checked = selectedSize(list ?? [], excluded, added);
  const overLimit = picking && list !== undefined && tooLarge(kind, options, checked);
  const tooMany = targets.length > maxExportQuestionnaires;
  const blocked = overLimit || tooMany || targets.length === 0;

  const changed = () => setRefused(false);
  const setOption = (o: ExportOption, on: boolean) => {
    changed();
    setOptions((current) => ({ ...current, [o]: on }));
  };

  async function submit() {
    if (busy || blocked) return;
    setBusy(true);
    changed();
    try {
      if (usesSpreadsheetCall(kind, targets.length)) {
        const only = targets[0]!;
        const res = await exportsApi.questionnaireSpreadsheet(only.id, only.company_id);
        if (!res.ok) return toastError(t.spreadsheetFailed);
        saveBlob(res.blob, `${fileNameOf(names[only.id], defaults[only.id] ?? '')}.xls`);
        return onSaved();
      }
      const res = await exportsApi.start(
        exportRequest({ kind, options, targets, names, excluded: [...excluded], included: added }),
      );
      if (res?.status === 503) return setRefused(true);
      if (!res?.ok || res.data.status === 'failed') return toastError(serverError(res?.body) ?? t.failed);
      onStarted(res.data);
    } finally {
      setBusy(false);
    }
  }

  const shown = optionsFor(kind);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void submit();
      }}
    >
      <DialogBody>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogContent className={s.body}>
          {tooMany && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{l.tooMany(targets.length)}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={l.format}>
            <RadioGroup
              value={kind}
              onChange={(_, d) => {
                changed();
                setKind(d.value as ExportKind);
              }}
            >
              {kinds.map((k) => (
                <Radio key={k} value={k} label={l.formats[k]} />
              ))}
            </RadioGroup>
          </Field>
          {shown.length > 0 && (
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>{l.options}</legend>
              {shown.map((o) =>
                o === 'pages' ? (
                  <div key={o} className={s.indented}>
                    <Checkbox
                      label={optionLabels[o]}
                      checked={options.toc && options.pages}
                      disabled={!options.toc}
                      aria-describedby={`${ids}-pages`}
                      onChange={(_, d) => setOption(o, d.checked === true)}
                    />
                    <Text id={`${ids}-pages`} size={200} className={s.muted}>
                      {l.pagesHint}
                    </Text>
                  </div>
                ) : (
                  <Checkbox
                    key={o}
                    label={optionLabels[o]}
                    checked={options[o]}
                    onChange={(_, d) => setOption(o, d.checked === true)}
                  />
                ),
              )}
            </fieldset>
          )}
          {kind === 'scan_and_auto_flow' && <Text className={s.muted}>{l.scanIncludesDocuments}</Text>}
          {/* QD §9 'export to a third-party document system': hidden, as no firm has one to export to yet (no
              connector exists, and the API refuses export_to_platforms and trigger_webhook). */}
          <ExportNameFields
            targets={targets}
            names={names}
            defaults={defaults}
            extension={one ? exportExtension(kind, 1) : null}
            onName={(id, name) => {
              changed();
              setNames((current) => ({ ...current, [id]: name }));
            }}
          />
          {picking && (
            <ExportDocumentsPicker
              documents={list}
              loading={documents.isLoading}
              failed={Boolean(documents.error) && !list}
              onRetry={() => void documents.mutate()}
              excluded={excluded}
              onExcluded={(next) => {
                changed();
                setExcluded(next);
              }}
              notesLinked={kind === 'pdf'}
              checked={checked}
              others={
                <ExportOtherDocumentsPicker
                  taxYear={single!.tax_year}
                  documents={others}
                  loading={yearFiles.isLoading}
                  included={included}
                  onIncluded={(next) => {
                    changed();
                    setIncluded(next);
                  }}
                  notesLinked={kind === 'pdf'}
                />
              }
            />
          )}
          {(refused || overLimit) && <TooLargeAdvice refused={refused} />}
        </DialogContent>
        <DialogActions>
          {busy && <Spinner size="tiny" label={l.exporting} />}
          <Button appearance="secondary" onClick={onCancel}>
            {l.cancel}
          </Button>
          <Button appearance="primary" type="submit" disabledFocusable={busy || blocked}>
            {l.export}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
