import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { CardSurface } from '../ui/CardSurface';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { isDelivered } from '@ledgerline/shared/tax-return-delivery';
import {
  canReview,
  draftStatusSentence,
  newDraftBy,
  statusSentence,
  taxReturnText,
} from '@ledgerline/shared/tax-returns';
import { formatCalendarDate } from '../../format/dateTime';
import type { TaxReturnCard } from '../../api/tax-returns';
import { dashboardText } from '../../texts/dashboard';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  counts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { marginTop: 'auto' },
});

/**
 * The card's sentence follows what the client can do (MD §4): a locked draft says only that it is locked, and a
 * draft a read-only user or entity can only view reads the spec's 'ready to review' sentence, not 'approve or
 * request changes'. Null: no status sentence.
 */
export function cardSentence(
  r: Pick<TaxReturnCard, 'draft_status' | 'locked' | 'status'>,
  viewOnly: boolean,
): string | null {
  if (r.draft_status === 'draft' && r.locked) return null;
  // Once delivered, the draft's review is history: the return is ready to open (MD §4 'otherwise').
  if (isDelivered(r.status)) return draftStatusSentence.other;
  if (r.draft_status === 'draft' && viewOnly) return draftStatusSentence.other;
  return statusSentence(r.draft_status);
}

/**
 * MD §2 tax return card: name, the status sentence (MD §4), what is left to sign, mail and pay, and
 * 'Review Draft' while the draft waits for the client, else 'View' (also for a read-only user or entity,
 * `viewOnly`, QD §2). A locked return disables the button (MD §4); so does an advisor's preview (`disabled`).
 * A delivered return's View opens its delivery page (/tax-return-delivery/{id}?companyId=…: sign, pay, download);
 * a draft's opens the review over the dashboard (`onOpen`).
 */
export function TaxReturnCardView({
  taxReturn: r,
  onOpen,
  disabled,
  viewOnly,
}: {
  taxReturn: TaxReturnCard;
  onOpen: (r: TaxReturnCard) => void;
  disabled: boolean;
  viewOnly: boolean;
}) {
  const s = useStyles();
  const titleId = useId();
  const review = canReview(r) && !viewOnly;
  const sentence = cardSentence(r, viewOnly);
  const navigate = useNavigate();
  const delivered = isDelivered(r.status);
  return (
    <CardSurface className={s.card} role="article" aria-labelledby={titleId}>
      <h3 id={titleId} className={s.h3}>
        {r.tax_return_name}
      </h3>
      {sentence && <Text>{sentence}</Text>}
      {r.draft_status === 'change_requested' && r.upload_later_date && !delivered && (
        <Text>{newDraftBy(formatCalendarDate(r.upload_later_date))}</Text>
      )}
      <ul className={s.counts}>
        <li>
          <Text size={200}>{dashboardText.signaturesToSign(r.signatures_to_sign)}</Text>
        </li>
        <li>
          <Text size={200}>{dashboardText.paperFiledToMail(r.paper_filed_to_mail)}</Text>
        </li>
        <li>
          <Text size={200}>{dashboardText.paymentsRemaining(r.payments_remaining)}</Text>
        </li>
      </ul>
      {r.locked && (
        <Text size={200} italic>
          {taxReturnText.locked}
        </Text>
      )}
      <div className={s.actions}>
        <Button
          appearance={review ? 'primary' : 'secondary'}
          disabled={disabled || r.locked || !r.has_file}
          onClick={() =>
            delivered
              ? navigate(
                  `/tax-return-delivery/${encodeURIComponent(r.id)}?companyId=${encodeURIComponent(r.company_id)}`,
                )
              : onOpen(r)
          }
        >
          {review ? taxReturnText.reviewDraft : taxReturnText.view}
        </Button>
      </div>
    </CardSurface>
  );
}
