/**
 * QD §2 Bulk Upload Processor Review (full screen): the questionnaire's uploads on the left, each with the documents
 * its split made (status, type, a likely duplicate, Retry, Delete, Restore); on the right the chosen upload's pages,
 * its editable split, and the chosen document's annotations. Loaded with React.lazy by the card (default export):
 * react-pdf and pdf.js come with it, not with the questionnaire preview.
 */
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import type { ExtractedDocument } from '../../api/extracted-documents';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useDocumentTags } from '../../hooks/useDocuments';
import { Loading } from '../Loading';
import type { TagChoices } from './DocumentFieldInputs';
import { uploadsOf } from './status-rules';
import { extractedLabels as l, extractedSpec as t } from './texts';
import { UploadDetail } from './UploadDetail';
import { UploadList } from './UploadList';
import { useDocumentActions } from './useDocumentActions';
import { useExtractedDocuments, useReloadExtractedDocuments } from './useExtractedDocuments';

/** Below this width the two sides stack. */
const narrow = '@media (max-width: 720px)';

const useStyles = makeStyles({
  surface: {
    width: '100vw',
    maxWidth: 'none',
    height: '100dvh',
    maxHeight: 'none',
    borderRadius: 0,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    display: 'flex',
    [narrow]: { padding: tokens.spacingHorizontalS },
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minWidth: 0,
    minHeight: 0,
    maxHeight: 'none',
    gap: tokens.spacingVerticalM,
  },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  content: {
    flex: 1,
    minHeight: 0,
    maxHeight: 'none',
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 360px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    overflow: 'hidden',
    [narrow]: { display: 'flex', flexDirection: 'column', overflowY: 'auto', gap: tokens.spacingVerticalL },
  },
  side: {
    overflowY: 'auto',
    minHeight: 0,
    paddingRight: tokens.spacingHorizontalS,
    // Stacked, both sides keep their height and the content scrolls as one.
    [narrow]: { overflowY: 'visible', paddingRight: 0, flexShrink: 0 },
  },
  main: { overflowY: 'auto', minHeight: 0, minWidth: 0, [narrow]: { overflowY: 'visible', flexShrink: 0 } },
});

export default function ReviewDialog({
  open,
  companyId,
  questionnaireId,
  onClose,
}: {
  open: boolean;
  companyId: string;
  questionnaireId: string;
  onClose: () => void;
}) {
  const s = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody className={s.body}>
          <div className={s.header}>
            <DialogTitle className={s.title}>{t.reviewTitle}</DialogTitle>
            <Button appearance="subtle" icon={<DismissRegular />} aria-label={l.close} onClick={onClose} />
          </div>
          {open && <Review companyId={companyId} questionnaireId={questionnaireId} />}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function Review({ companyId, questionnaireId }: { companyId: string; questionnaireId: string }) {
  const s = useStyles();
  const list = useExtractedDocuments(companyId, questionnaireId, true);
  const reload = useReloadExtractedDocuments(companyId, questionnaireId);
  const actions = useDocumentActions(companyId, reload);
  const { data: me } = useCurrentUser();
  const prefs = me?.firm.preferences;
  const canAnnotate = me?.user.is_advisor === true && prefs?.annotation_enabled === true;
  const tagsEnabled = prefs?.document_tags_enabled === true;
  const firmTags = useDocumentTags(tagsEnabled);
  const tags: TagChoices = { firmTags: tagsEnabled ? (firmTags.data ?? (firmTags.error ? [] : undefined)) : null };
  const [chosen, setChosen] = useState<{ uploadId: string; docId: string } | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  const choose = (uploadId: string, docId: string) => {
    setChosen({ uploadId, docId });
    // Stacked on a phone, the chosen document's side is below the list: bring it into view.
    if (window.matchMedia(narrow.replace('@media ', '')).matches)
      requestAnimationFrame(() => detail.current?.scrollIntoView({ block: 'start' }));
  };

  if (!list.data) {
    if (list.error)
      return (
        <MessageBar intent="error">
          <MessageBarBody>{t.loadFailed}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.mutate()}>{l.retryLoading}</Button>
          </MessageBarActions>
        </MessageBar>
      );
    return <Loading label={l.loading} />;
  }

  const groups = uploadsOf(list.data.extracted_documents);
  const group = groups.find((g) => g.upload.id === chosen?.uploadId) ?? groups[0];
  const selected: ExtractedDocument | undefined = group
    ? ([group.upload, ...group.documents].find((d) => d.id === chosen?.docId) ??
      group.documents.find((d) => !d.deleted_at) ??
      group.upload)
    : undefined;

  return (
    <DialogContent className={s.content}>
      <div className={s.side}>
        <UploadList
          groups={groups}
          selectedId={selected?.id ?? null}
          busy={actions.busy}
          onSelect={(upload, doc) => choose(upload.id, doc.id)}
          onAction={(doc, action) => void actions.run(doc.id, action)}
        />
      </div>
      <div className={s.main} ref={detail}>
        {group && selected && (
          <UploadDetail
            key={group.upload.id}
            companyId={companyId}
            group={group}
            selected={selected}
            canAnnotate={canAnnotate}
            tags={tags}
            reload={reload}
          />
        )}
      </div>
    </DialogContent>
  );
}
