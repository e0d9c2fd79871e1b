import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { CheckmarkCircleRegular, CircleRegular } from '@fluentui/react-icons';
import type { SignatureRequestSigner } from '../../api/signature-requests';
import { formatDateTime } from '../../format/dateTime';
import { reviewSignatureRequestText as t } from '../../texts/signatureRequests';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 },
  name: { ...typographyStyles.body1Strong },
  state: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

export const signerName = (s: Pick<SignatureRequestSigner, 'fname' | 'lname' | 'email'>) =>
  `${s.fname} ${s.lname}`.trim() || s.email;

function stateOf(s: SignatureRequestSigner): string {
  if (s.signed && s.signed_at) return t.signed(formatDateTime(s.signed_at));
  if (s.is_marked_signed) return t.markedSigned;
  return t.notSigned;
}

/**
 * The owners asked to sign and where each is: signed (when), marked as signed by staff, or not yet. Staff may mark
 * one who has not signed themselves, or take their mark back (FA §4.3).
 */
export function SignersList({
  signers,
  meId,
  canMark,
  busyId,
  onMark,
}: {
  signers: SignatureRequestSigner[];
  meId: string | null;
  canMark: boolean;
  busyId: string | null;
  onMark: (signer: SignatureRequestSigner, signed: boolean) => void;
}) {
  const s = useStyles();
  if (signers.length === 0) return <Text>{t.noSigners}</Text>;
  return (
    <ul className={s.list}>
      {signers.map((x) => {
        const name = signerName(x);
        const done = x.signed || x.is_marked_signed;
        return (
          <li key={x.id} className={s.item}>
            {done ? <CheckmarkCircleRegular className={s.done} aria-hidden /> : <CircleRegular aria-hidden />}
            <span className={s.who}>
              <span className={s.name}>
                {name} {x.id === meId && t.you}
              </span>
              <span className={s.state}>{stateOf(x)}</span>
            </span>
            {canMark && !x.signed && (
              <Button
                size="small"
                disabledFocusable={busyId === x.id}
                aria-label={x.is_marked_signed ? t.unmarkFor(name) : t.markSignedFor(name)}
                onClick={() => onMark(x, !x.is_marked_signed)}
              >
                {x.is_marked_signed ? t.unmark : t.markSigned}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
