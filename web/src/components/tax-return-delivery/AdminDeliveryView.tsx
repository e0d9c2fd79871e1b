import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import {
  classifiableStatuses,
  isDelivered,
  stillProcessing,
  taxReturnAdminText,
} from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import { useFormDefinitions, useVoucherDefinitions } from '../../hooks/useTaxReturnDelivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { Loading } from '../Loading';
import { ClassificationEditor } from './ClassificationEditor';
import { DeliveredAdminView } from './DeliveredAdminView';
import { DraftState } from './DraftState';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(340px, 460px)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  pages: {
    display: 'flex',
    flexDirection: 'column',
    height: 'calc(100dvh - 160px)',
    minHeight: '420px',
    position: 'sticky',
    top: tokens.spacingVerticalM,
    '@media (max-width: 1100px)': { position: 'static', height: '75dvh' },
  },
  side: { minWidth: 0 },
});

/**
 * The delivery admin view's body by status (FA §4.1): still being read (the spec's info, while the page asks again),
 * a draft with the client's review, the classification of a return ready for it, or the delivered return read-only;
 * beside it the return's pages (`viewer`).
 */
export function AdminDeliveryView({
  detail,
  companyId,
  embedded,
  viewer,
  onReload,
  onSent,
}: {
  detail: TaxReturnDetail;
  companyId: string;
  embedded: boolean;
  viewer: ReactNode;
  onReload: () => Promise<TaxReturnDetail | undefined>;
  onSent: () => void;
}) {
  const s = useStyles();
  const classifiable = (classifiableStatuses as readonly string[]).includes(detail.status);
  const forms = useFormDefinitions(classifiable);
  const vouchers = useVoucherDefinitions(classifiable);

  if (stillProcessing(detail.status)) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{taxReturnAdminText.stillProcessing}</MessageBarBody>
      </MessageBar>
    );
  }

  let side: ReactNode;
  if (detail.status === 'error') {
    side = (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{t.errorTitle}</MessageBarTitle>
          {detail.error_message}
        </MessageBarBody>
      </MessageBar>
    );
  } else if (detail.status === 'draft' || detail.status === 'change_requested') {
    side = <DraftState detail={detail} embedded={embedded} />;
  } else if (classifiable) {
    side =
      forms.error || vouchers.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{taxReturnAdminText.updateFailed}</MessageBarBody>
        </MessageBar>
      ) : !forms.data || !vouchers.data ? (
        <Loading />
      ) : (
        <ClassificationEditor
          detail={detail}
          companyId={companyId}
          formDefinitions={forms.data}
          voucherDefinitions={vouchers.data}
          onReload={onReload}
          onSent={onSent}
        />
      );
  } else if (isDelivered(detail.status)) {
    side = <DeliveredAdminView detail={detail} companyId={companyId} />;
  } else {
    side = (
      <MessageBar intent="info">
        <MessageBarBody>{t.notClassifiable}</MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <div className={s.layout}>
      {detail.has_file ? (
        <section className={s.pages} aria-label={t.pages}>
          {viewer}
        </section>
      ) : (
        <div />
      )}
      <div className={s.side}>{side}</div>
    </div>
  );
}
