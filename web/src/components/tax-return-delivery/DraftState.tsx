import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { taxReturnAdminText, taxReturnStatusLabel } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { RouterLink } from '../RouterLink';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/**
 * A return sent as a draft (FA §4.1): where the client's review stands and what they wrote. Once they asked for
 * changes, the hint names 'Replace Tax Return Draft' (the table's draft dialog has it; outside the dialog, a link
 * goes back to the table).
 */
export function DraftState({ detail, embedded }: { detail: TaxReturnDetail; embedded: boolean }) {
  const s = useStyles();
  const draftStatus = detail.draft_status ?? 'draft';
  return (
    <div className={s.root}>
      <dl className={s.list}>
        <dt className={s.term}>{t.draftStatus}</dt>
        <dd className={s.value}>
          <Text>{taxReturnStatusLabel[draftStatus]}</Text>
        </dd>
        <dt className={s.term}>{t.clientComment}</dt>
        <dd className={s.value}>
          <Text italic={!detail.draft_comment}>{detail.draft_comment || t.noComment}</Text>
        </dd>
      </dl>
      {draftStatus === 'change_requested' ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t.replaceHint(`‘${taxReturnAdminText.replaceDraft}’`)}{' '}
            {!embedded && <RouterLink to="/tax-returns">{t.backToTaxReturns}</RouterLink>}
          </MessageBarBody>
        </MessageBar>
      ) : (
        draftStatus === 'draft' && <Text>{t.waitingForClient}</Text>
      )}
    </div>
  );
}
