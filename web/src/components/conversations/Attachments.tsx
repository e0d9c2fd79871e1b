import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { documentLocationName } from '@ledgerline/shared/documents';
import { conversationOwnText, conversationText } from '@ledgerline/shared/conversations';
import { conversations } from '../../api/conversations';
import { toastError } from '../../toast';
import { chatText } from './text';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
});

const nameOf = (location: string) => documentLocationName(location) || location;

/**
 * An attachment message's documents (MD §3), each a button that asks for a download link
 * (POST /conversations/download_attachment) and follows it.
 */
export function Attachments({ locations }: { locations: string[] }) {
  const s = useStyles();
  async function download(location: string) {
    const res = await conversations.downloadAttachmentLink(location);
    // MD §8: 'Failed to download file: ...' with the reason; a 503 is a file too large, with the guidance.
    if (res?.status === 503) return toastError(conversationOwnText.downloadTooLarge);
    if (!res) return toastError(conversationText.downloadFailed(chatText.networkError));
    if (!res.ok) return toastError(conversationText.downloadFailed(res.error ?? chatText.networkError));
    if (!res.data?.link) return toastError(conversationText.downloadFailed(chatText.noDownloadLink));
    // The signed link answers with Content-Disposition: attachment and the document's name, so following it
    // saves the file and leaves this page as it is.
    const a = document.createElement('a');
    a.href = res.data.link;
    a.download = nameOf(location);
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }
  return (
    <div className={s.list}>
      {locations.map((l) => (
        <Button
          key={l}
          appearance="secondary"
          size="small"
          icon={<DocumentRegular />}
          onClick={() => void download(l)}
          aria-label={chatText.attachmentLink(nameOf(l))}
        >
          {nameOf(l)}
        </Button>
      ))}
    </div>
  );
}
