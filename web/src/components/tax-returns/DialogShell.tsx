import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { TaxReturnDetail, TaxReturnRow } from '../../api/tax-return-delivery';
import { useTaxReturnDetail } from '../../hooks/useTaxReturnsTable';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { Loading } from '../Loading';
import { loadFailureText } from './failure';

/** A dialog that shows and acts, with no form: a title, its content, its own buttons and Close. */
export function DialogShell({
  title,
  children,
  actions,
  onClose,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  wide?: boolean;
}) {
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={wide ? { maxWidth: 'min(760px, 96vw)' } : undefined}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {actions}
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * A row's dialog that needs the return in full (its forms, vouchers, signers, defaults): loads it first, in a
 * dialog of the same title, then shows the dialog itself.
 */
export function WithDetail({
  row,
  title,
  onClose,
  children,
}: {
  row: TaxReturnRow;
  title: string;
  onClose: () => void;
  children: (detail: TaxReturnDetail) => ReactNode;
}) {
  const { data, error } = useTaxReturnDetail(row.id, row.company_id);
  if (data) return children(data);
  return (
    <DialogShell title={title} onClose={onClose}>
      {error ? (
        <Text role="alert">{loadFailureText(error, t.loadFailedOne)}</Text>
      ) : (
        <Loading label={t.loadingReturn} />
      )}
    </DialogShell>
  );
}
