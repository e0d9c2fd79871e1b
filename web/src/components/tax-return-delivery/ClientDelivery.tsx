import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import { useTaxReturnWrites } from '../../hooks/useTaxReturnDelivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { toastError } from '../../toast';
import { DeliverySummary } from './DeliverySummary';
import { focusBack } from './focus-back';
import { PaySection } from './PaySection';
import { SignSection } from './SignSection';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '880px' },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * MD §2, §3 the delivered tax return for the client: where it stands, what is left to sign and pay, the forms to sign,
 * the payments, and the whole return to download with the signatures on it. `readOnly`: staff, or a read-only user or
 * entity, who see it all and change nothing.
 */
export function ClientDelivery({
  detail,
  companyId,
  userId,
  readOnly,
}: {
  detail: TaxReturnDetail;
  companyId: string;
  userId: string | null;
  readOnly: boolean;
}) {
  const s = useStyles();
  const writes = useTaxReturnWrites(detail.id, companyId);
  return (
    <div className={s.root}>
      <div className={s.head}>
        <Text>{detail.all_signed && detail.all_paid ? t.allDoneSentence : t.deliveredSentence}</Text>
        <DeliverySummary detail={detail} />
        <div className={s.actions}>
          <Button
            icon={<ArrowDownloadRegular />}
            disabled={writes.busy !== null}
            onClick={async (e) => {
              const button = e.currentTarget;
              const saved = await writes.download({ include_other_pages: true }, `${detail.tax_return_name}.pdf`);
              focusBack(button, () => null);
              if (!saved) toastError(t.downloadFailed);
            }}
          >
            {t.download}
          </Button>
          {readOnly && (
            <Text italic size={200}>
              {t.readOnly}
            </Text>
          )}
        </div>
      </div>
      <SignSection detail={detail} companyId={companyId} userId={userId} readOnly={readOnly} writes={writes} />
      <PaySection detail={detail} readOnly={readOnly} writes={writes} />
    </div>
  );
}
