import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { SectionSignature } from '../../../api/answering';
import { formatDate } from '../../../format/dateTime';
import { submitLabels as l, submitSpec as t } from '../../../texts/answering-submit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { canSign, type SignatureView } from './signature-rules';
import type { AgreementActions } from './useAgreementActions';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  signature: {
    fontFamily: '"Brush Script MT", "Segoe Script", "Lucida Handwriting", cursive',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground1,
  },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  field: { flexGrow: 1, minWidth: 'min(100%, 220px)' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** One signer of an agreement section, as the view says: sign, signed, not needed, waiting or locked. */
export function SignatureRow({
  signature: sig,
  view,
  actions,
}: {
  signature: SectionSignature;
  view: SignatureView;
  actions: AgreementActions;
}) {
  const s = useStyles();
  const [typed, setTyped] = useState('');
  const [removing, setRemoving] = useState(false);
  const busy = actions.busy !== null;
  const name = sig.user_name || l.sampleSigner;

  return (
    <li className={s.row}>
      <Text className={s.name}>{name}</Text>
      {view.kind === 'signed' && (
        <>
          <Text className={s.signature}>{sig.signature}</Text>
          {sig.signed_at && <Text className={s.muted}>{l.signedOn(formatDate(sig.signed_at))}</Text>}
          {view.canRemove && (
            <div className={s.actions}>
              <Button
                size="small"
                disabled={busy}
                aria-label={l.removeSignatureFor(name)}
                onClick={() => setRemoving(true)}
              >
                {l.removeSignature}
              </Button>
            </div>
          )}
        </>
      )}
      {view.kind === 'not_needed' && (
        <>
          <Text className={s.muted}>{l.notNeeded}</Text>
          {view.canUndo && (
            <div className={s.actions}>
              <Button
                size="small"
                disabled={busy}
                aria-label={l.undoNotNeededFor(name)}
                onClick={() => void actions.undoNotNeeded(sig.id)}
              >
                {l.undoNotNeeded}
              </Button>
            </div>
          )}
        </>
      )}
      {view.kind === 'waiting' && (
        <>
          <Text className={s.muted}>{t.hasNotSigned(name)}</Text>
          {view.canMarkNotNeeded && (
            <div className={s.actions}>
              <Button
                size="small"
                disabled={busy}
                aria-label={l.markNotNeededFor(name)}
                onClick={() => void actions.markNotNeeded(sig.id)}
              >
                {l.markNotNeeded}
              </Button>
            </div>
          )}
        </>
      )}
      {view.kind === 'not_required' && <Text>{t.signatureNotRequired}</Text>}
      {view.kind === 'sign' && (
        <form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (canSign(typed) && !view.disabled) void actions.sign(sig.id, typed);
          }}
        >
          <Field className={s.field} label={l.yourSignature} hint={view.disabled ? l.readOnlySigning : l.signatureHint}>
            <Input
              value={typed}
              maxLength={200}
              autoComplete="name"
              disabled={view.disabled || busy}
              onChange={(_, d) => setTyped(d.value)}
            />
          </Field>
          <Button appearance="primary" type="submit" disabled={view.disabled || busy || !canSign(typed)}>
            {l.sign}
          </Button>
        </form>
      )}
      {removing && (
        <ConfirmDialog
          title={l.removeTitle}
          confirmLabel={l.remove}
          onClose={() => setRemoving(false)}
          onConfirm={() => {
            setRemoving(false);
            void actions.remove(sig.id);
          }}
        >
          {l.removeBody(name)}
        </ConfirmDialog>
      )}
    </li>
  );
}
