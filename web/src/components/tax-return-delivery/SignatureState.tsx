import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ESignForm } from '../../api/tax-return-delivery';
import { formatDateTime } from '../../format/dateTime';
import { deliveryText as t } from '../../texts/taxReturnDelivery';

type FormSignature = ESignForm['signatures'][number];

const useStyles = makeStyles({
  state: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  drawn: {
    maxWidth: '220px',
    maxHeight: '64px',
    objectFit: 'contain',
    alignSelf: 'flex-start',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
  },
  typed: { fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: tokens.fontSizeBase500 },
});

/**
 * Where one signature stands (FA §3.5 signatureData, isMarkedSigned): signed, when and by whom, typed or drawn (with
 * the signature itself); 'Marked as signed' when staff marked it; otherwise not signed.
 */
export function SignatureState({ signature: s }: { signature: FormSignature }) {
  const styles = useStyles();
  const data = s.signatureData;
  if (data) {
    return (
      <div className={styles.state}>
        <Text size={200}>
          {t.signedAt(formatDateTime(data.signed_at))} {t.signedBy(s.name)} ·{' '}
          {data.kind === 'drawn' ? t.drawn : t.typed}
        </Text>
        {data.kind === 'drawn' && data.image ? (
          <img className={styles.drawn} src={data.image} alt={t.signatureImage(s.name)} />
        ) : (
          data.text && <Text className={styles.typed}>{data.text}</Text>
        )}
      </div>
    );
  }
  if (s.isMarkedSigned) return <Text size={200}>{t.markedSigned}</Text>;
  return (
    <Text size={200} italic>
      {t.notSigned}
    </Text>
  );
}
