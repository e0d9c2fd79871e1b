import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { CardSurface } from '../ui/CardSurface';
import { useId } from 'react';
import { canReview, statusSentence, taxReturnText } from '@ledgerline/shared/tax-returns';
import type { TaxReturnCard } from '../../api/tax-returns';
import { dashboardText } from '../../texts/dashboard';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  counts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { marginTop: 'auto' },
});

/**
 * MD §2 tax return card: name, the status sentence (MD §4), what is left to sign, mail and pay, and
 * 'Review Draft' while the draft waits for the client, else 'View'. A locked return disables the button (MD §4);
 * so does an advisor's preview (`disabled`).
 */
export function TaxReturnCardView({
  taxReturn: r,
  onOpen,
  disabled,
}: {
  taxReturn: TaxReturnCard;
  onOpen: (r: TaxReturnCard) => void;
  disabled: boolean;
}) {
  const s = useStyles();
  const titleId = useId();
  const review = canReview(r);
  return (
    <CardSurface className={s.card} role="article" aria-labelledby={titleId}>
      <h3 id={titleId} className={s.h3}>
        {r.tax_return_name}
      </h3>
      <Text>{statusSentence(r.draft_status)}</Text>
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
          onClick={() => onOpen(r)}
        >
          {review ? taxReturnText.reviewDraft : taxReturnText.view}
        </Button>
      </div>
    </CardSurface>
  );
}
