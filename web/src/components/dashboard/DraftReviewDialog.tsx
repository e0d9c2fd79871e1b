import {
  Button,
  Dialog,
  DialogBody,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { canReview, statusSentence, taxReturnText } from '@ledgerline/shared/tax-returns';
import type { TaxReturnCard } from '../../api/tax-returns';
import { useDraftLink } from '../../hooks/useDraftLink';
import { useDraftReview } from '../../hooks/useDraftReview';
import { draftReviewText } from '../../texts/dashboard';
import { Loading } from '../Loading';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ReasonDialog } from './ReasonDialog';
import { TaxReturnActivity } from '../ui/TaxReturnActivity';

// The viewer brings react-pdf and pdf.js: loaded only when a review opens.
const PdfViewer = lazy(() => import('./PdfViewer'));

const useStyles = makeStyles({
  surface: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100dvh',
    maxHeight: '100dvh',
    borderRadius: 0,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  body: { display: 'flex', flexDirection: 'column', height: '100%', gap: tokens.spacingVerticalM, maxHeight: 'none' },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
  },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * MD §2 draft review: a full-screen dialog with the PDF, its index, Download, Approve and Request Changes.
 * Approve and Request Changes show only while the draft waits for the client (MD §4), never in an advisor's
 * preview (`readOnly`, where Download is disabled too) and never for a read-only user or entity (`viewOnly`, FA §6:
 * they view, 'View only'). Approve asks first, since it cannot be undone (MD §4); after either, the dialog closes
 * on the card's new sentence.
 */
export function DraftReviewDialog({
  taxReturn,
  companyId,
  readOnly,
  viewOnly,
  onClose,
}: {
  taxReturn: TaxReturnCard;
  companyId: string;
  readOnly: boolean;
  viewOnly: boolean;
  onClose: () => void;
}) {
  const s = useStyles();
  const link = useDraftLink(taxReturn.id, companyId);
  const { approve, requestChanges, download, busy } = useDraftReview(taxReturn, companyId);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reviewable = canReview(taxReturn) && !readOnly && !viewOnly;

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody className={s.body}>
          <div className={s.header}>
            <div className={s.title}>
              <DialogTitle>{taxReturn.tax_return_name}</DialogTitle>
              <Text size={200}>{statusSentence(taxReturn.draft_status)}</Text>
            </div>
            <div className={s.actions}>
              <Button disabled={readOnly || busy !== null} onClick={() => void download()}>
                {draftReviewText.download}
              </Button>
              {reviewable && (
                <>
                  <Button appearance="primary" disabledFocusable={busy !== null} onClick={() => setConfirming(true)}>
                    {draftReviewText.approve}
                  </Button>
                  <Button disabledFocusable={busy !== null} onClick={() => setAsking(true)}>
                    {draftReviewText.requestChanges}
                  </Button>
                </>
              )}
              {viewOnly && canReview(taxReturn) && !readOnly && <Text italic>{draftReviewText.viewOnly}</Text>}
              <Button appearance="subtle" icon={<DismissRegular />} onClick={onClose}>
                {draftReviewText.close}
              </Button>
            </div>
          </div>
          {link.error ? (
            <MessageBar intent="error">
              <MessageBarBody>{taxReturnText.downloadFailed}</MessageBarBody>
            </MessageBar>
          ) : !link.data ? (
            <Loading label={draftReviewText.loadingPdf} />
          ) : (
            <Suspense fallback={<Loading label={draftReviewText.loadingPdf} />}>
              <PdfViewer url={link.data} activity={<TaxReturnActivity id={taxReturn.id} companyId={companyId} />} />
            </Suspense>
          )}
          {confirming && (
            <ConfirmDialog
              title={draftReviewText.approveTitle}
              confirmLabel={draftReviewText.approve}
              onClose={() => setConfirming(false)}
              onConfirm={async () => {
                setConfirming(false);
                if (await approve()) onClose();
              }}
            >
              {draftReviewText.approveConfirm}
            </ConfirmDialog>
          )}
          {asking && (
            <ReasonDialog
              busy={busy === 'request'}
              onClose={() => setAsking(false)}
              onSubmit={async (reason) => {
                if (await requestChanges(reason)) {
                  setAsking(false);
                  onClose();
                }
              }}
            />
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
