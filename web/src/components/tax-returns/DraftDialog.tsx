import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { adminViewPath } from './row-actions';

const useStyles = makeStyles({
  surface: {
    width: 'min(1100px, 96vw)',
    maxWidth: '96vw',
    height: '92dvh',
    maxHeight: '92dvh',
    boxSizing: 'border-box',
  },
  body: { display: 'flex', flexDirection: 'column', height: '100%', maxHeight: 'none' },
  content: { flex: 1, display: 'flex', minHeight: 0, overflow: 'hidden' },
  actions: { alignSelf: 'flex-end' },
  frame: {
    flex: 1,
    width: '100%',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * FA §2.6, §4.1 the draft dialog: a return sent as a draft (or whose changes the client asked for) shown in the
 * delivery admin view, framed. 'Replace Tax Return Draft' only once changes were requested.
 */
export function DraftDialog({
  row,
  onReplace,
  onClose,
}: {
  row: TaxReturnRow;
  onReplace: (row: TaxReturnRow) => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const name = `${row.tax_year} ${row.tax_return_name}`;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody className={s.body}>
          <DialogTitle>{t.draft.title(`${row.company_name} · ${name}`)}</DialogTitle>
          <DialogContent className={s.content}>
            <iframe className={s.frame} title={t.draft.frame(name)} src={adminViewPath(row, true)} />
          </DialogContent>
          <DialogActions className={s.actions}>
            {row.draft_status === 'change_requested' && (
              <Button appearance="primary" onClick={() => onReplace(row)}>
                {spec.replaceDraft}
              </Button>
            )}
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
