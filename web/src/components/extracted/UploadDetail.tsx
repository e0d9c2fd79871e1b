/**
 * The review's right side for one upload: its page thumbnails, then its split (one row per document, editable) or,
 * for a document recognised whole, its fields with 'Split into documents' for a PDF of several pages; then the
 * chosen document in the annotation editor (staff with annotations enabled may add and save; others only see).
 */
import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { type ExtractedDocument, saveAnnotations } from '../../api/extracted-documents';
import { toastError, toastSuccess } from '../../toast';
import { AnnotationEditor } from './annotations/AnnotationEditor';
import { isPdf } from './bulk-upload';
import type { TagChoices } from './DocumentFieldInputs';
import { SingleDocumentForm } from './SingleDocumentForm';
import { SplitEditor } from './SplitEditor';
import { pagesIn, rowsOf, wholeUploadRow } from './split-rows';
import type { UploadGroup } from './status-rules';
import { extractedLabels as l, extractedSpec as t } from './texts';
import { UploadPages } from './UploadPages';
import { useExtractedFile } from './useExtractedFile';

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  h3: { ...typographyStyles.subtitle2, margin: 0, overflowWrap: 'anywhere' },
  h4: { ...typographyStyles.body1Strong, margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  start: { alignSelf: 'flex-start' },
});

/** What the editors start from: they start again when the server's documents change (after a save, a reload). */
function signature(docs: readonly ExtractedDocument[]): string {
  return JSON.stringify(
    docs.map((d) => [d.id, d.parent_pages, d.document_type, d.description, d.tags, d.marked_as_others, d.deleted_at]),
  );
}

export function UploadDetail({
  companyId,
  group,
  selected,
  canAnnotate,
  tags,
  reload,
}: {
  companyId: string;
  group: UploadGroup<ExtractedDocument>;
  /** The document chosen in the list: the upload itself or one its split made. */
  selected: ExtractedDocument;
  canAnnotate: boolean;
  tags: TagChoices;
  reload: () => Promise<unknown>;
}) {
  const s = useStyles();
  const ids = useId();
  const { upload, documents } = group;
  const pdf = isPdf({ name: upload.document_name });
  const uploadFile = useExtractedFile(companyId, upload.deleted_at ? null : upload);
  const ownFile = useExtractedFile(
    companyId,
    selected.id !== upload.id && !selected.deleted_at && isPdf({ name: selected.document_name }) ? selected : null,
  );
  const selectedFile = selected.id === upload.id ? uploadFile : ownFile;
  const [readPages, setReadPages] = useState<number | null>(null);
  const pageCount = upload.page_count ?? readPages;
  const [splitting, setSplitting] = useState(false);
  const split = documents.length > 0;
  const processing = upload.status === 'processing';
  const deleted = Boolean(upload.deleted_at);
  const canStartSplit = pdf && !deleted && !processing && (pageCount ?? 0) > 1;

  async function saveNotes(annotations: Parameters<typeof saveAnnotations>[2]) {
    const res = await saveAnnotations(companyId, selected.id, annotations);
    if (!res?.ok) {
      toastError(res?.error);
      return false;
    }
    toastSuccess(t.annotationSaved);
    await reload();
    return true;
  }

  return (
    <div className={s.detail}>
      <section className={s.part} aria-labelledby={`${ids}-upload`}>
        <h3 id={`${ids}-upload`} className={s.h3}>
          {upload.name}
        </h3>
        {deleted ? (
          <Text className={s.muted}>{l.deletedNoPreview}</Text>
        ) : (
          <UploadPages
            name={upload.name}
            pdf={pdf}
            file={uploadFile}
            marked={pagesIn(selected.id === upload.id ? null : selected.parent_pages)}
            onPageCount={setReadPages}
          />
        )}
      </section>

      <section className={s.part} aria-labelledby={`${ids}-split`}>
        <h4 id={`${ids}-split`} className={s.h4}>
          {split || splitting ? l.split : l.details}
        </h4>
        {processing ? (
          <Text className={s.muted}>{upload.status_label}</Text>
        ) : split || splitting ? (
          <SplitEditor
            key={signature(documents)}
            companyId={companyId}
            upload={upload}
            documents={documents}
            initialRows={split ? rowsOf(documents) : [wholeUploadRow(upload, pageCount)]}
            pageCount={pageCount}
            tags={tags}
            onSaved={async () => {
              setSplitting(false);
              await reload();
            }}
            onCancel={split ? undefined : () => setSplitting(false)}
          />
        ) : (
          <>
            <SingleDocumentForm
              key={signature([upload])}
              companyId={companyId}
              doc={upload}
              tags={tags}
              onSaved={reload}
            />
            {canStartSplit && (
              <Button className={s.start} onClick={() => setSplitting(true)}>
                {l.startSplit}
              </Button>
            )}
          </>
        )}
      </section>

      {isPdf({ name: selected.document_name }) && (
        <section className={s.part} aria-labelledby={`${ids}-notes`}>
          <h4 id={`${ids}-notes`} className={s.h4}>
            {l.annotationsOf(selected.name)}
          </h4>
          {selected.deleted_at ? (
            <Text className={s.muted}>{l.deletedNoPreview}</Text>
          ) : (
            <AnnotationEditor
              key={selected.id}
              file={selectedFile.blob}
              loading={selectedFile.loading}
              annotations={selected.annotations}
              canEdit={canAnnotate}
              onSave={saveNotes}
            />
          )}
        </section>
      )}
    </div>
  );
}
