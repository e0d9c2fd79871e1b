import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState, type DragEvent } from 'react';
import { conversationText } from '@ledgerline/shared/conversations';
import { maxUploadBytes } from '@ledgerline/shared/documents';
import { conversations } from '../../api/conversations';
import { toastError } from '../../toast';
import { chatText } from './text';

const useStyles = makeStyles({
  drop: {
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
  },
  over: { backgroundColor: tokens.colorBrandBackground2 },
});

/** Uploads one file to the entity's /Attachments folder (MD §9); its document location, or null when it was refused. */
async function upload(companyId: string, file: File): Promise<string | null> {
  const link = await conversations.uploadLink(companyId, file);
  if (!link?.ok || !link.data?.upload_link) return null;
  const put = await fetch(link.data.upload_link, { method: 'PUT', headers: link.data.headers ?? {}, body: file }).catch(
    () => undefined,
  );
  if (!put?.ok) return null;
  const processed = await conversations.processDocument(companyId, link.data.id, file.name);
  return processed?.ok && processed.data?.document_location ? processed.data.document_location : null;
}

/**
 * MD §2 Attach Documents (a file drop dialog), §5: each file is validated; any refused gives the INVALID-files
 * message, and with no entity to store them under, the refresh message. What uploaded is sent as one message.
 */
export function AttachDialog({
  open,
  companyId,
  onClose,
  onUploaded,
}: {
  open: boolean;
  companyId: string | null;
  onClose: () => void;
  onUploaded: (locations: string[]) => Promise<void>;
}) {
  const s = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    setFiles([...e.dataTransfer.files]);
  }

  async function submit() {
    if (!companyId) {
      toastError(conversationText.noCompanyForUpload);
      return;
    }
    setBusy(true);
    // Over 150 MB each (FA §5.8) or empty: refused here, with the others' INVALID message, and never sent.
    const results = await Promise.all(
      files.map((f) => (f.size === 0 || f.size > maxUploadBytes ? null : upload(companyId, f))),
    );
    const locations = results.filter((l): l is string => l !== null);
    if (locations.length < files.length) toastError(conversationText.invalidFiles);
    if (locations.length) await onUploaded(locations);
    setBusy(false);
    setFiles([]);
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{chatText.attachDocuments}</DialogTitle>
          <DialogContent>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file picker button is the keyboard way */}
            <div
              className={over ? `${s.drop} ${s.over}` : s.drop}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <span>{chatText.dropFiles}</span>
              <label htmlFor="attach-files">{chatText.chooseFiles}</label>
              <input
                id="attach-files"
                ref={input}
                type="file"
                multiple
                onChange={(e) => setFiles([...(e.target.files ?? [])])}
              />
              {files.length > 0 && <span role="status">{chatText.filesChosen(files.length)}</span>}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {chatText.cancel}
            </Button>
            <Button appearance="primary" disabled={files.length === 0 || busy} onClick={() => void submit()}>
              {busy ? chatText.uploading : chatText.attach}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
