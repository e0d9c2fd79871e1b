import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { ui } from '../../messages';
import { hasSignature, SignatureInput, type SignatureValue } from '../ui/SignatureInput';

export type GivenSignature = { kind: 'typed'; text: string } | { kind: 'drawn'; image: string };

const useStyles = makeStyles({
  surface: { width: 'min(640px, 96vw)', maxWidth: '96vw', boxSizing: 'border-box' },
});

/**
 * The client's signature on one e-sign form: typed (the keyboard's way) or drawn on the canvas (a PNG data URL).
 * Sign stays disabled until there is a name or a drawing; `busy` while the signature is being saved.
 */
export function SignatureDialog({
  formName,
  busy,
  onSign,
  onClose,
}: {
  formName: string;
  busy: boolean;
  onSign: (s: GivenSignature) => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const [value, setValue] = useState<SignatureValue>({ kind: 'typed', text: '' });
  const ready = hasSignature(value);

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!ready || busy) return;
            onSign(
              value.kind === 'typed'
                ? { kind: 'typed', text: value.text.trim() }
                : { kind: 'drawn', image: value.image! },
            );
          }}
        >
          <DialogBody>
            <DialogTitle>{t.signatureDialogTitle(formName)}</DialogTitle>
            <DialogContent>
              <SignatureInput onChange={setValue} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {ui.cancel}
              </Button>
              <Button appearance="primary" type="submit" disabled={!ready || busy}>
                {t.sign}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
