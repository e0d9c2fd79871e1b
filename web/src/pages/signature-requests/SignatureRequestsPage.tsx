import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ArrowUploadRegular, SendRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { signatureRequestText as spec } from '@ledgerline/shared/signature-requests';
import { signatureRequests, type SignatureRequestRow } from '../../api/signature-requests';
import { PageHeading } from '../../components/PageHeading';
import { Pager } from '../../components/Pager';
import { SignatureRequestsTable } from '../../components/signature-requests/SignatureRequestsTable';
import { opens, type RowAction } from '../../components/signature-requests/row-rules';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { saveLink } from '../../components/ui/save-link';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useDirectoryPaging } from '../../hooks/useDirectoryPaging';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { pageSizes, usePageSize } from '../../hooks/usePageSize';
import { useRevalidateSignatureRequests, useSignatureRequestsTable } from '../../hooks/useSignatureRequests';
import { signatureRequestsText as t } from '../../texts/signatureRequests';
import { toastError, toastInfo, toastSuccess } from '../../toast';

// The dialogs load when first opened: the list shows without their code.
const UploadSignatureRequestDialog = lazy(() =>
  import('../../components/signature-requests/UploadSignatureRequestDialog').then((m) => ({
    default: m.UploadSignatureRequestDialog,
  })),
);
const ReviewFrameDialog = lazy(() =>
  import('../../components/signature-requests/ReviewFrameDialog').then((m) => ({ default: m.ReviewFrameDialog })),
);

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
  },
  pager: { marginTop: tokens.spacingVerticalM },
});

/**
 * FA §2.7 Signature requests (/signature-requests, staff, when the firm has them on): the firm's requests newest
 * updated first, 10, 20 or 50 a page (FA §9), the Upload Signature Request dialog, and each row's download, mark as
 * completed and delete. Opening a request shows its review in a frame; one still being read does not open.
 */
export default function SignatureRequestsPage() {
  const { data: me } = useCurrentUser();
  if (!me?.user.is_advisor) return null;
  return <SignatureRequests />;
}

type Dialog =
  | { kind: 'upload' }
  | { kind: 'review'; row: SignatureRequestRow }
  | { kind: 'delete'; row: SignatureRequestRow };

function SignatureRequests() {
  const s = useStyles();
  const narrow = useIsNarrow();
  const [pageSize, setPageSize] = usePageSize('signature-requests');
  const { page, cursor, goTo } = useDirectoryPaging(String(pageSize));
  const list = useSignatureRequestsTable({ page, per_page: pageSize, cursor });
  const revalidate = useRevalidateSignatureRequests();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The dialogs open by state, not a DialogTrigger: this marks where focus goes back to.
  const restoreFocusHere = useRestoreFocusTarget();
  const rows = list.data?.signature_requests ?? [];
  const total = list.data?.meta.total_count ?? 0;

  function open(row: SignatureRequestRow) {
    if (!opens(row.status)) return toastInfo(spec.stillProcessing);
    setDialog({ kind: 'review', row });
  }

  async function act(row: SignatureRequestRow, action: RowAction) {
    if (action === 'delete') return setDialog({ kind: 'delete', row });
    setBusyId(row.id);
    if (action === 'download') {
      const res = await signatureRequests.download(row.id, row.company_id);
      setBusyId(null);
      if (!res?.ok) return toastError(res?.error ?? t.downloadFailed);
      return saveLink(res.data.link, res.data.file_name);
    }
    const res = await signatureRequests.complete(row.id, row.company_id);
    setBusyId(null);
    if (!res?.ok) return toastError(res?.error ?? t.failed);
    toastSuccess(res.data.message || spec.markedCompleted);
    void revalidate();
  }

  async function remove(row: SignatureRequestRow) {
    setDialog(null);
    setBusyId(row.id);
    const res = await signatureRequests.remove(row.id, row.company_id);
    setBusyId(null);
    if (!res?.ok) return toastError(res?.error ?? t.failed);
    toastSuccess(res.data.message || spec.deleted);
    // The last row of a later page gone: the page before it is the one left to show.
    if (rows.length === 1 && page > 1) goTo(page - 1, list.data);
    void revalidate();
  }

  const upload = () => setDialog({ kind: 'upload' });
  return (
    <>
      <div className={s.head}>
        <PageHeading>{t.heading}</PageHeading>
      </div>
      <div className={s.actions}>
        <Button {...restoreFocusHere} appearance="primary" icon={<ArrowUploadRegular />} onClick={upload}>
          {t.upload}
        </Button>
      </div>
      {list.error && !list.data ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{list.error.message === 'network' ? t.loadFailed : list.error.message}</MessageBarBody>
        </MessageBar>
      ) : !list.data ? (
        <Spinner label={t.loading} />
      ) : rows.length === 0 ? (
        <div className={s.empty} role="status">
          <Text>{spec.noneFound}</Text>
          <Button {...restoreFocusHere} icon={<SendRegular />} onClick={upload}>
            {spec.send}
          </Button>
        </div>
      ) : (
        <SignatureRequestsTable rows={rows} narrow={narrow} busyId={busyId} onOpen={open} onAction={act} />
      )}
      <div className={s.pager}>
        <Pager
          label={t.pages}
          page={page}
          perPage={pageSize}
          total={total}
          onPage={(p) => goTo(p, list.data ?? undefined)}
          pageSizes={pageSizes}
          onPageSize={setPageSize}
        />
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'upload' && (
          <UploadSignatureRequestDialog onUploaded={() => void revalidate()} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'review' && (
          <ReviewFrameDialog
            row={dialog.row}
            onClose={() => {
              setDialog(null);
              // Signed or marked inside the frame: the row follows.
              void revalidate();
            }}
          />
        )}
      </Suspense>
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.delete}
          onConfirm={() => void remove(dialog.row)}
          onClose={() => setDialog(null)}
        >
          {t.deleteConfirm(dialog.row.document_name)}
        </ConfirmDialog>
      )}
    </>
  );
}
