/**
 * The editable split of one upload (QD §5 'Page ranges accept comma lists and ranges'; FA §7.9 save split documents):
 * one row per document with its Pages, type, description, tags and mark as other; Add document and Remove. The rows
 * are checked together (no page in two rows, none past the last page), each problem shown under its row's pages.
 * Save split sends the rows (pages, type, description), then sets the tags and mark-as-other the split call does not
 * take on the documents it answered; 'Saved', or 'An error occurred while splitting the document.' (QD §8).
 */
import { Button, Field, Input, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { type ExtractedDocument, saveSplitDocuments } from '../../api/extracted-documents';
import { toastError, toastSuccess } from '../../toast';
import { followUpChanges, splitChanged } from './changes';
import { DocumentFieldInputs, type TagChoices } from './DocumentFieldInputs';
import { applyChanges } from './apply-changes';
import { checkSplitRows, newRow, type SplitRow } from './split-rows';
import { extractedLabels as l, extractedSpec as t } from './texts';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    margin: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  legend: { ...typographyStyles.body1Strong, padding: `0 ${tokens.spacingHorizontalXS}` },
  top: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  pages: { flex: '1 1 200px', maxWidth: '320px' },
  remove: { marginTop: '22px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

export function SplitEditor({
  companyId,
  upload,
  documents,
  initialRows,
  pageCount,
  tags,
  onSaved,
  onCancel,
}: {
  companyId: string;
  upload: ExtractedDocument;
  /** The documents the upload's split holds now (deleted ones too: they are left out of the rows). */
  documents: ExtractedDocument[];
  initialRows: SplitRow[];
  /** The upload's pages; null while unknown. */
  pageCount: number | null;
  tags: TagChoices;
  onSaved: () => Promise<unknown>;
  /** Offered while the upload is not split yet: back to its single-document fields. */
  onCancel?: () => void;
}) {
  const s = useStyles();
  const [rows, setRows] = useState<SplitRow[]>(initialRows);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextKey = useRef(0);
  const check = checkSplitRows(rows, pageCount);
  const changed = onCancel ? true : splitChanged(rows, documents);

  const update = (key: string, next: SplitRow) => setRows((rs) => rs.map((r) => (r.key === key ? next : r)));
  const touch = (key: string) => setTouched((t0) => new Set(t0).add(key));

  async function save() {
    setTried(true);
    setRefusal(null);
    if (!check.documents || saving) return;
    setSaving(true);
    const res = await saveSplitDocuments({
      company_id: companyId,
      extracted_document_id: upload.id,
      documents: check.documents,
    });
    if (!res?.ok) {
      setSaving(false);
      toastError(t.splitFailed);
      // The server's own reason when it refused the split (a page past the end, a split already running).
      if (res && res.status < 500 && res.error) setRefusal(res.error);
      return;
    }
    const followUps = followUpChanges(rows, res.data.split_documents);
    const failures = await Promise.all(followUps.map((f) => applyChanges(companyId, f.id, f.changes)));
    setSaving(false);
    const failed = failures.find((f) => f !== null);
    if (failed) toastError(failed);
    else toastSuccess(t.saved);
    await onSaved();
  }

  return (
    <div className={s.rows}>
      {rows.map((row, i) => {
        const problem = check.rowProblems[i];
        const shown = problem && (tried || touched.has(row.key)) ? problem : null;
        return (
          <fieldset key={row.key} className={s.row}>
            <legend className={s.legend}>{l.row(i + 1)}</legend>
            <div className={s.top}>
              <Field
                className={s.pages}
                label={l.pages}
                // The problem takes the hint's line, so a message appearing on blur moves nothing below it.
                hint={shown ? undefined : l.pagesHint}
                validationState={shown ? 'error' : 'none'}
                validationMessage={shown ?? undefined}
              >
                <Input
                  value={row.pages}
                  inputMode="text"
                  onChange={(_, d) => update(row.key, { ...row, pages: d.value })}
                  onBlur={() => touch(row.key)}
                />
              </Field>
              <Button
                className={s.remove}
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={l.removeRow(i + 1)}
                onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
              >
                {l.remove}
              </Button>
            </div>
            <DocumentFieldInputs value={row} tags={tags} onChange={(next) => update(row.key, { ...row, ...next })} />
          </fieldset>
        );
      })}
      {tried && check.problem && (
        <p role="alert" className={s.problem}>
          {check.problem}
        </p>
      )}
      {refusal && (
        <p role="alert" className={s.problem}>
          {refusal}
        </p>
      )}
      <div className={s.actions}>
        <Button icon={<AddRegular />} onClick={() => setRows((rs) => [...rs, newRow(`new-${nextKey.current++}`)])}>
          {l.addDocument}
        </Button>
        <Button appearance="primary" disabled={saving || !changed} onClick={() => void save()}>
          {l.saveSplit}
        </Button>
        {onCancel && <Button onClick={onCancel}>{l.cancelSplit}</Button>}
        {!changed && (
          <Text size={200} className={s.muted}>
            {l.nothingChanged}
          </Text>
        )}
      </div>
    </div>
  );
}
