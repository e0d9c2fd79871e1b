import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, SignatureRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  signable,
  signatureRequestStatusLabel,
  signatureRequestStillProcessing,
  signatureRequestText as spec,
} from '@ledgerline/shared/signature-requests';
import {
  signatureRequests,
  type SignatureRequestDetail,
  type SignatureRequestSigner,
} from '../../api/signature-requests';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { SignersList, signerName } from '../../components/signature-requests/SignersList';
import { saveLink } from '../../components/ui/save-link';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useSignatureRequest, useSignatureRequestFile } from '../../hooks/useSignatureRequests';
import { reviewSignatureRequestText as t, signatureRequestsText } from '../../texts/signatureRequests';
import { toastError, toastSuccess } from '../../toast';

const RequestPdf = lazy(() => import('../../components/signature-requests/RequestPdf'));
const SignDialog = lazy(() =>
  import('../../components/signature-requests/SignDialog').then((m) => ({ default: m.SignDialog })),
);

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 320px) 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 720px)': { gridTemplateColumns: '1fr' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  facts: { color: tokens.colorNeutralForeground2, margin: 0 },
  h2: { ...typographyStyles.subtitle2, margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * FA §2.7 the review of a signature request (/review-signature-request/{id}?companyId=, also inside the table's
 * frame): the document, its signers and where each is. A client asked to sign who has not signs here (typed or
 * drawn); staff mark a signer signed while they have not signed themselves, and download the document.
 */
export default function ReviewSignatureRequestPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const companyId = params.get('companyId');
  const { data: me } = useCurrentUser();
  const request = useSignatureRequest(id || null, companyId);
  if (!me) return null;
  if (request.error) {
    return (
      <>
        <PageHeading>{signatureRequestsText.review}</PageHeading>
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{request.error.status === 404 ? t.notFound : request.error.message}</MessageBarBody>
        </MessageBar>
      </>
    );
  }
  if (!request.data) return <Loading label={t.loading} />;
  return (
    <Review
      request={request.data}
      meId={me.user.id}
      isStaff={me.user.is_advisor}
      onChanged={(next) => void request.mutate(next, { revalidate: false })}
    />
  );
}

function Review({
  request,
  meId,
  isStaff,
  onChanged,
}: {
  request: SignatureRequestDetail;
  meId: string;
  isStaff: boolean;
  onChanged: (next: SignatureRequestDetail) => void;
}) {
  const s = useStyles();
  const [signing, setSigning] = useState(false);
  const [marking, setMarking] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const signersHeading = useId();
  const readable = !signatureRequestStillProcessing(request.status) && request.status !== 'error';
  const file = useSignatureRequestFile(readable ? request.id : null, request.company_id, request.updated_at);
  const me = request.signers.find((x) => x.id === meId);
  const maySign = !isStaff && Boolean(me) && !me?.signed && signable(request.status);
  const mayMark = isStaff && (request.status === 'sent' || request.status === 'signed');

  async function mark(signer: SignatureRequestSigner, signed: boolean) {
    setMarking(signer.id);
    const res = await signatureRequests.markSigned(request.id, request.company_id, signer.id, signed);
    setMarking(null);
    if (!res?.ok) return toastError(spec.signatureUpdateFailed);
    toastSuccess(spec.signatureUpdated);
    onChanged(res.data.signature_request);
  }

  async function download() {
    setDownloading(true);
    const res = await signatureRequests.download(request.id, request.company_id);
    setDownloading(false);
    if (!res?.ok) return toastError(res?.error ?? signatureRequestsText.downloadFailed);
    saveLink(res.data.link, res.data.file_name);
  }

  return (
    <>
      <PageHeading>{request.document_name}</PageHeading>
      <div className={s.layout}>
        <div className={s.side}>
          <p className={s.facts}>
            {`${request.company_name} · ${request.tax_year} · ${signatureRequestStatusLabel[request.status]}`}
          </p>
          {request.status === 'error' && (
            <MessageBar intent="error">
              <MessageBarBody>{request.error_message ?? t.errorStatus}</MessageBarBody>
            </MessageBar>
          )}
          {signatureRequestStillProcessing(request.status) && (
            <MessageBar intent="info">
              <MessageBarBody>{spec.stillProcessing}</MessageBarBody>
            </MessageBar>
          )}
          <div className={s.actions}>
            {maySign && (
              <Button appearance="primary" icon={<SignatureRegular />} onClick={() => setSigning(true)}>
                {t.sign}
              </Button>
            )}
            {readable && (
              <Button icon={<ArrowDownloadRegular />} disabledFocusable={downloading} onClick={() => void download()}>
                {t.download}
              </Button>
            )}
          </div>
          <section aria-labelledby={signersHeading} className={s.side}>
            <h2 id={signersHeading} className={s.h2}>
              {t.signers}
            </h2>
            <SignersList signers={request.signers} meId={meId} canMark={mayMark} busyId={marking} onMark={mark} />
            {request.sign_page !== null && <Text size={200}>{t.signPage(request.sign_page)}</Text>}
          </section>
        </div>
        <Suspense fallback={<Loading label={t.loadingPdf} />}>
          {file.data ? (
            <RequestPdf key={file.data.link} url={file.data.link} startPage={request.sign_page ?? 1} />
          ) : file.error ? (
            <MessageBar intent="error">
              <MessageBarBody>{t.pdfFailed}</MessageBarBody>
            </MessageBar>
          ) : readable ? (
            <Loading label={t.loadingPdf} />
          ) : null}
        </Suspense>
      </div>
      {signing && (
        <Suspense fallback={null}>
          <SignDialog
            request={request}
            defaultName={me ? signerName(me) : ''}
            onSigned={(next) => {
              setSigning(false);
              onChanged(next);
            }}
            onClose={() => setSigning(false)}
          />
        </Suspense>
      )}
    </>
  );
}
