import { renamedName } from '@ledgerline/shared/document-folders';
import { useSWRConfig } from 'swr';
import { documentTagsPath, type DocumentItem } from '../../api/documents';
import { useDocumentTags } from '../../hooks/useDocuments';
import { useSession } from '../../hooks/useSession';
import { documentsLabels as l, documentsSpec as t } from '../../texts/documents';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AttachDialog } from './dialogs/AttachDialog';
import { DescriptionDialog } from './dialogs/DescriptionDialog';
import { DocumentTagsDialog } from './dialogs/DocumentTagsDialog';
import { MoveDialog } from './dialogs/MoveDialog';
import { NameDialog } from './dialogs/NameDialog';
import { UploadDialog } from './dialogs/UploadDialog';
import type { Actor } from './permissions';
import type { useBrowserActions } from './useBrowserActions';

/** Which dialog is open, with what it acts on. */
export type OpenDialog =
  | { kind: 'upload' }
  | { kind: 'create-folder' }
  | { kind: 'rename'; item: DocumentItem }
  | { kind: 'description'; item: DocumentItem }
  | { kind: 'tags'; item: DocumentItem }
  | { kind: 'move'; items: DocumentItem[] }
  | { kind: 'delete'; items: DocumentItem[] }
  | { kind: 'restore'; items: DocumentItem[] }
  | { kind: 'convert-folder'; path: string; name: string }
  | { kind: 'convert-files'; items: DocumentItem[] }
  | { kind: 'attach'; items: DocumentItem[] };

const what = (items: readonly DocumentItem[]) => l.whatMoves(items.length, items[0]?.name ?? '');

/** QD §2's dialogs of the document browser, one at a time. */
export function BrowserDialogs({
  open,
  onClose,
  company,
  folder,
  folderLabel,
  actor,
  mayManageTags,
  actions,
  onUploaded,
}: {
  open: OpenDialog | null;
  onClose: () => void;
  company: { id: string; name: string };
  folder: string;
  folderLabel: string;
  actor: Actor;
  mayManageTags: boolean;
  actions: ReturnType<typeof useBrowserActions>;
  onUploaded: () => void;
}) {
  const tags = useDocumentTags(open?.kind === 'tags');
  const { mutate } = useSWRConfig();
  const session = useSession();
  if (!open) return null;
  const setFirmTags = (names: string[]) => mutate([documentTagsPath, session?.sid], names, { revalidate: false });

  switch (open.kind) {
    case 'upload':
      return (
        <UploadDialog
          companyId={company.id}
          folder={folder}
          folderLabel={folderLabel}
          onUploaded={onUploaded}
          onClose={onClose}
        />
      );
    case 'create-folder':
      return (
        <NameDialog
          title={t.createFolder}
          label={l.folderName}
          submitLabel={l.create}
          onSubmit={(name) => actions.createFolder(folder, name)}
          onClose={onClose}
        />
      );
    case 'rename': {
      const { item } = open;
      const isFolder = item.type === 'folder';
      return (
        <NameDialog
          title={t.rename}
          label={l.newName}
          submitLabel={l.save}
          initial={item.name}
          // QD §5: a rename keeps the extension; say so when the typed name lacks it.
          note={(typed) => {
            const kept = renamedName(item.name, typed, isFolder);
            return kept && kept !== typed.trim() ? l.savedAs(kept) : null;
          }}
          onSubmit={(name) => actions.rename(item, name)}
          onClose={onClose}
        />
      );
    }
    case 'description':
      return (
        <DescriptionDialog
          initial={open.item.description ?? ''}
          onSubmit={(text) => actions.describe(open.item, text)}
          onClose={onClose}
        />
      );
    case 'tags':
      return (
        <DocumentTagsDialog
          documentName={open.item.name}
          current={open.item.tags ?? []}
          firmTags={tags.data}
          mayManage={mayManageTags}
          onAdd={async (name) => {
            const next = await actions.addTag(name);
            if (next) await setFirmTags(next);
            return next !== null;
          }}
          onRemove={async (name) => {
            const next = await actions.removeTag(name);
            if (next) await setFirmTags(next);
          }}
          onSave={(chosen) => actions.saveTags(open.item, chosen)}
          onClose={onClose}
        />
      );
    case 'move':
      return (
        <MoveDialog
          items={open.items}
          company={company}
          from={folder}
          actor={actor}
          onSubmit={(req) => actions.move(open.items, req)}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t.confirmDelete}
          confirmLabel={l.deleteAction}
          onConfirm={() => {
            onClose();
            void actions.remove(open.items);
          }}
          onClose={onClose}
        >
          {l.deleteConfirm(what(open.items))}
        </ConfirmDialog>
      );
    case 'restore':
      return (
        <ConfirmDialog
          title={t.restore}
          confirmLabel={l.restoreAction}
          onConfirm={() => {
            onClose();
            void actions.restore(open.items);
          }}
          onClose={onClose}
        >
          {l.restoreConfirm(what(open.items))}
        </ConfirmDialog>
      );
    case 'attach':
      return (
        <AttachDialog
          companyId={company.id}
          items={open.items}
          onSubmit={(questionnaireId, files) => actions.attach(questionnaireId, files)}
          onClose={onClose}
        />
      );
    case 'convert-folder':
    case 'convert-files':
      return (
        <ConfirmDialog
          title={t.convertAndDownload}
          confirmLabel={l.downloadAction}
          onConfirm={() => {
            onClose();
            void (open.kind === 'convert-folder'
              ? actions.downloadFolder(open.path, true)
              : actions.downloadSelected(open.items, true));
          }}
          onClose={onClose}
        >
          <p>{l.convertIntro}</p>
          <p>{l.convertWhat(open.kind === 'convert-folder' ? open.name : what(open.items))}</p>
        </ConfirmDialog>
      );
  }
}
