import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import { taxReturnAdminText } from '@ledgerline/shared/tax-return-delivery';
import type { FormDefinitionsList, TaxReturnDetail, VoucherDefinitionsList } from '../../api/tax-return-delivery';
import { useTaxReturnWrites } from '../../hooks/useTaxReturnDelivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { toastError, toastSuccess } from '../../toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DraftListSection, draftEdits, type KeyedDraft } from '../ui/DraftListSection';
import {
  classificationBody,
  type FormDraft,
  formErrors,
  formsFrom,
  hasErrors,
  newForm,
  newVoucher,
  type VoucherDraft,
  voucherErrors,
  vouchersFrom,
} from './classification';
import { ESignFormEditor } from './ESignFormEditor';
import { focusBack } from './focus-back';
import { VoucherEditor } from './VoucherEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** What the answer of a failed write says: the server's words, else the spec's failure text. */
const failure = (error: string | undefined, fallback: string) => error?.trim() || fallback;

/**
 * The classification of a return ready for it (FA §4.1 action_required or approved): its pages become e-sign forms
 * with their signers, and payment vouchers are added (FA §3.5, §5.8). Save keeps them (the version read guards
 * against someone else's save: a 409 asks to reload); Send saves what is unsaved, then sends it to the client.
 */
export function ClassificationEditor({
  detail,
  companyId,
  formDefinitions,
  voucherDefinitions,
  onReload,
  onSent,
}: {
  detail: TaxReturnDetail;
  companyId: string;
  formDefinitions: FormDefinitionsList;
  voucherDefinitions: VoucherDefinitionsList;
  onReload: () => Promise<TaxReturnDetail | undefined>;
  onSent: () => void;
}) {
  const s = useStyles();
  const writes = useTaxReturnWrites(detail.id, companyId);
  const [forms, setForms] = useState<FormDraft[]>(() => formsFrom(detail, formDefinitions));
  const [vouchers, setVouchers] = useState<VoucherDraft[]>(() => vouchersFrom(detail));
  const [version, setVersion] = useState(detail.version);
  const [tried, setTried] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const pageCount = detail.page_count;

  const errors = useMemo(
    () => ({
      forms: forms.map((f) => formErrors(f, pageCount)),
      vouchers: vouchers.map((v) => voucherErrors(v, pageCount)),
    }),
    [forms, vouchers, pageCount],
  );
  const invalid = errors.forms.some(hasErrors) || errors.vouchers.some(hasErrors);

  // A field's problem shows once something is typed in it, or for every field after a save was tried.
  const formShown = (f: FormDraft, i: number) => ({
    form_id: tried ? errors.forms[i]!.form_id : undefined,
    pages: tried || f.pages.trim() ? errors.forms[i]!.pages : undefined,
  });
  const voucherShown = (v: VoucherDraft, i: number) => ({
    voucher_id: tried ? errors.vouchers[i]!.voucher_id : undefined,
    amount: tried || v.amount.trim() ? errors.vouchers[i]!.amount : undefined,
    page: errors.vouchers[i]!.page,
  });

  /** A new draft goes at the end and takes the focus. */
  const add = <T extends KeyedDraft>(set: Dispatch<SetStateAction<T[]>>, draft: T) => {
    set((all) => [...all, draft]);
    setAdded(draft.key);
  };

  const reset = (r: TaxReturnDetail) => {
    setForms(formsFrom(r, formDefinitions));
    setVouchers(vouchersFrom(r));
    setVersion(r.version);
    setTried(false);
    setConflict(false);
  };

  const saved = useMemo(
    () => JSON.stringify(classificationBody(formsFrom(detail, formDefinitions), vouchersFrom(detail), pageCount)),
    [detail, formDefinitions, pageCount],
  );
  const dirty = version !== detail.version || JSON.stringify(classificationBody(forms, vouchers, pageCount)) !== saved;

  /** Saves the drafts; answers the version saved, or null when it was not. */
  const save = async (say = true): Promise<number | null> => {
    setTried(true);
    if (invalid) {
      toastError(t.fixErrors);
      return null;
    }
    const res = await writes.patch({ ...classificationBody(forms, vouchers, pageCount), version });
    if (!res.ok) {
      if (res.status === 409) {
        setConflict(true);
        toastError(t.conflict);
      } else toastError(failure(res.error, taxReturnAdminText.saveFailed));
      return null;
    }
    reset(res.taxReturn);
    if (say) toastSuccess(taxReturnAdminText.allSaved);
    return res.taxReturn.version;
  };

  const send = async () => {
    setConfirming(false);
    const at = dirty ? await save(false) : version;
    if (at === null) return;
    const res = await writes.patch({ status: 'sent', version: at }, 'send');
    if (!res.ok) {
      if (res.status === 409) setConflict(true);
      toastError(res.status === 409 ? t.conflict : failure(res.error, t.sendFailed));
      return;
    }
    toastSuccess(t.sent);
    onSent();
  };

  return (
    <div className={s.root}>
      {conflict && (
        <MessageBar intent="warning">
          <MessageBarBody>{t.conflict}</MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={async () => {
                const fresh = await onReload();
                if (fresh) reset(fresh);
              }}
            >
              {t.reload}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <DraftListSection
        id="esign-forms"
        title={t.eSignForms}
        empty={t.noForms}
        addLabel={t.addForm}
        drafts={forms}
        onAdd={() => add(setForms, newForm(undefined, detail.signers))}
      >
        {(f, i) => (
          <ESignFormEditor
            draft={f}
            index={i}
            definitions={formDefinitions}
            signers={detail.signers}
            errors={formShown(f, i)}
            autoFocus={added === f.key}
            {...draftEdits(setForms, f.key)}
          />
        )}
      </DraftListSection>
      <DraftListSection
        id="payment-vouchers"
        title={t.paymentVouchers}
        empty={t.noVouchers}
        addLabel={t.addVoucher}
        drafts={vouchers}
        onAdd={() => add(setVouchers, newVoucher(undefined, detail.tax_year))}
      >
        {(v, i) => (
          <VoucherEditor
            draft={v}
            index={i}
            definitions={voucherDefinitions}
            taxYear={detail.tax_year}
            pageCount={pageCount}
            errors={voucherShown(v, i)}
            autoFocus={added === v.key}
            {...draftEdits(setVouchers, v.key)}
          />
        )}
      </DraftListSection>
      <div className={s.bar}>
        <Button
          appearance="secondary"
          disabled={writes.busy !== null || conflict}
          onClick={async (e) => {
            const button = e.currentTarget;
            await save();
            focusBack(button, () => null);
          }}
        >
          {t.save}
        </Button>
        <Button
          appearance="primary"
          disabled={writes.busy !== null || conflict}
          onClick={() => {
            if (invalid) {
              setTried(true);
              toastError(t.fixErrors);
            } else setConfirming(true);
          }}
        >
          {t.send}
        </Button>
        {dirty && (
          <Text size={200} aria-live="polite">
            {t.unsaved}
          </Text>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.sendTitle(detail.company_name)}
          confirmLabel={t.send}
          onClose={() => setConfirming(false)}
          onConfirm={() => void send()}
        >
          {t.sendBody}
        </ConfirmDialog>
      )}
    </div>
  );
}
