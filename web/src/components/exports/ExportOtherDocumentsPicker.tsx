import { Checkbox, Spinner, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { exportLabels as l } from '../../texts/exports';
import { useCheckListStyles } from './check-list-styles';
import { formatBytes, type OtherDocument } from './export-rules';

/**
 * QD §2 Export Questionnaire(s), one questionnaire with its documents: the entity's other files of the tax year (not
 * attached to the questionnaire), each unchecked to start with; checked ones go in documents_to_include. Shown only
 * once there are some: while they load a small spinner, and nothing when there are none or they could not be read
 * (the export goes on with the questionnaire's own documents).
 */
export function ExportOtherDocumentsPicker({
  taxYear,
  documents,
  loading,
  included,
  onIncluded,
  notesLinked,
}: {
  taxYear: number;
  documents: readonly OtherDocument[] | undefined;
  loading: boolean;
  included: ReadonlySet<string>;
  onIncluded: (next: Set<string>) => void;
  /** The PDF lists other files with a link: say so beside them. */
  notesLinked: boolean;
}) {
  const s = useCheckListStyles();
  const ids = useId();
  if (!documents && loading) return <Spinner size="tiny" label={l.otherDocumentsLoading(taxYear)} />;
  if (!documents || documents.length === 0) return null;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(included);
    if (on) next.add(id);
    else next.delete(id);
    onIncluded(next);
  };
  return (
    <fieldset className={s.fieldset} aria-describedby={`${ids}-intro`}>
      <legend className={s.legend}>{l.otherDocuments(taxYear)}</legend>
      <Text id={`${ids}-intro`} size={200} className={s.muted} block>
        {l.otherDocumentsIntro(taxYear)}
      </Text>
      <ul className={s.list}>
        {documents.map((d) => (
          <li key={d.id} className={s.item}>
            <Checkbox
              checked={included.has(d.id)}
              onChange={(_, data) => toggle(d.id, data.checked === true)}
              label={<span className={s.name}>{d.name}</span>}
              aria-describedby={`${ids}-${d.id}`}
            />
            <Text id={`${ids}-${d.id}`} size={200} className={s.muted}>
              {[
                d.sized ? formatBytes(d.size) : null,
                l.inFolder(d.path),
                notesLinked && d.merge === 'other' ? l.listedWithLink : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
