import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router';
import { conversationOwnText } from '@ledgerline/shared/conversations';
import { dropLinks } from '../api/drop-links';
import { PageHeading } from '../components/PageHeading';
import { dropLinkLabels as l, dropLinkSpec as t } from '../texts/drop-link';
import { toastError } from '../toast';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  folder: { wordBreak: 'break-word' },
});

/**
 * /drop-link-downloads/{folder} (the drop notification's link, FA §2.9): the drop's folder and its files as
 * 'Drop Link.zip' (MD §2), zipped by the API and followed as a signed link.
 */
export default function DropLinkDownloadsPage() {
  const s = useStyles();
  const { folder = '' } = useParams();
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    const res = await dropLinks.download(folder).finally(() => setBusy(false));
    // MD §8: a download over the limit, with the guidance.
    if (res?.status === 503) return toastError(conversationOwnText.downloadTooLarge);
    if (res?.status === 404) return toastError(res.error ?? l.downloadFailed);
    if (!res?.ok || !res.data?.link) return toastError(l.downloadFailed);
    // The signed link answers with Content-Disposition: attachment and the zip's name, so following it saves the
    // file and leaves this page as it is.
    const a = document.createElement('a');
    a.href = res.data.link;
    a.download = res.data.name || t.zipName;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  return (
    <div className={s.page}>
      <PageHeading>{l.downloadHeading}</PageHeading>
      <Text>
        {l.folder}: <span className={s.folder}>{folder}</span>
      </Text>
      <Button
        appearance="primary"
        icon={<ArrowDownloadRegular />}
        disabledFocusable={busy}
        onClick={() => void download()}
      >
        {l.download}
      </Button>
    </div>
  );
}
