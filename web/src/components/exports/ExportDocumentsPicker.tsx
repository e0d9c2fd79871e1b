import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import type { ExportedDocument } from '../../api/exports';
import { exportLabels as l } from '../../texts/exports';
import { useCheckListStyles } from './check-list-styles';
import { formatBytes } from './export-rules';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  problem: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * QD §2 Export Questionnaire(s), one questionnaire with its documents: the documents in the order the export takes
 * them, each checked to start with (unchecked ones go in documents_to_exclude), the PDF's linked ones noted ('other'
 * files are listed by name and link, QD §9), then `others` (the entity's other files to add, when offered), and
 * what the checked ones weigh together.
 */
export function ExportDocumentsPicker({
  documents,
  loading,
  failed,
  onRetry,
  excluded,
  onExcluded,
  notesLinked,
  checked,
  others,
}: {
  documents: readonly ExportedDocument[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  excluded: ReadonlySet<string>;
  onExcluded: (next: Set<string>) => void;
  /** The PDF lists other files with a link: say so beside them. */
  notesLinked: boolean;
  /** The questionnaire's documents left checked, the other files added, and what all of them weigh. */
  checked: { count: number; addedCount: number; bytes: number };
  /** The entity's other files of the tax year (their own group), below the questionnaire's. */
  others?: ReactNode;
}) {
  const s = { ...useCheckListStyles(), ...useStyles() };
  const ids = useId();
  if (!documents && loading) return <Spinner size="tiny" label={l.documentsLoading} />;
  if (!documents || failed)
    return (
      <div role="alert" className={s.problem}>
        <Text>{l.documentsFailed}</Text>
        <Button size="small" onClick={onRetry}>
          {l.retry}
        </Button>
      </div>
    );
  const toggle = (id: string, on: boolean) => {
    const next = new Set(excluded);
    if (on) next.delete(id);
    else next.add(id);
    onExcluded(next);
  };
  const totalShown = documents.length > 0 || checked.addedCount > 0;
  return (
    <div className={s.groups}>
      {documents.length === 0 ? (
        <Text role="status" className={s.muted}>
          {l.noDocuments}
        </Text>
      ) : (
        <fieldset className={s.fieldset} aria-describedby={`${ids}-intro ${ids}-total`}>
          <legend className={s.legend}>{l.documents}</legend>
          <Text id={`${ids}-intro`} size={200} className={s.muted} block>
            {l.documentsIntro}
          </Text>
          <ul className={s.list}>
            {documents.map((d) => (
              <li key={d.id} className={s.item}>
                <Checkbox
                  checked={!excluded.has(d.id)}
                  onChange={(_, data) => toggle(d.id, data.checked === true)}
                  label={<span className={s.name}>{d.name}</span>}
                  aria-describedby={`${ids}-${d.id}`}
                />
                <Text id={`${ids}-${d.id}`} size={200} className={s.muted}>
                  {formatBytes(d.size)}
                  {notesLinked && d.merge === 'other' ? ` · ${l.listedWithLink}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {others}
      {totalShown && (
        <Text id={`${ids}-total`} role="status" size={200} block>
          {l.documentsTotal(checked.count, documents.length, checked.addedCount, formatBytes(checked.bytes))}
        </Text>
      )}
    </div>
  );
}
