/**
 * The review's left side: the questionnaire's uploads, newest first, each with the documents its split made
 * (deleted ones too, for Restore). Choosing a row shows that upload's pages and split, and the document's annotations.
 */
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useId } from 'react';
import type { ExtractedDocument } from '../../api/extracted-documents';
import { DocumentRow } from './DocumentRow';
import type { UploadGroup } from './status-rules';
import { extractedLabels as l } from './texts';
import type { DocumentAction } from './useDocumentActions';

const useStyles = makeStyles({
  h3: { ...typographyStyles.subtitle2, margin: `0 0 ${tokens.spacingVerticalS}` },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  upload: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS },
  nested: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

export function UploadList({
  groups,
  selectedId,
  busy,
  onSelect,
  onAction,
}: {
  groups: UploadGroup<ExtractedDocument>[];
  selectedId: string | null;
  busy: Record<string, DocumentAction>;
  onSelect: (upload: ExtractedDocument, doc: ExtractedDocument) => void;
  onAction: (doc: ExtractedDocument, action: DocumentAction) => void;
}) {
  const s = useStyles();
  const headingId = useId();
  const row = (upload: ExtractedDocument, doc: ExtractedDocument) => (
    <DocumentRow
      doc={doc}
      selected={doc.id === selectedId}
      busy={busy[doc.id]}
      onSelect={() => onSelect(upload, doc)}
      onAction={(action) => onAction(doc, action)}
    />
  );
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={s.h3}>
        {l.uploads}
      </h3>
      {groups.length === 0 ? (
        <p className={s.muted}>{l.noUploads}</p>
      ) : (
        <ul className={s.list}>
          {groups.map(({ upload, documents }) => (
            <li key={upload.id} className={s.upload}>
              {row(upload, upload)}
              {documents.length > 0 && (
                <ul className={s.nested}>
                  {documents.map((d) => (
                    <li key={d.id}>{row(upload, d)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
