/**
 * The row actions that need no dialog (FA §2.6, §8.4): the reminder toggle, Send Reminders, invoice paid or
 * unpaid, Mark as finished and Delete (after its confirmation). Each says the spec's success or the server's reason.
 */
import { useState } from 'react';
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnDelivery, type TaxReturnRow } from '../../api/tax-return-delivery';
import { toastError, toastSuccess } from '../../toast';
import { failureText } from './failure';

export function useQuickActions(revalidate: () => Promise<unknown>) {
  const [reminderPending, setReminderPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const pend = (id: string, value: boolean | null) =>
    setReminderPending((m) => {
      const next = new Map(m);
      if (value === null) next.delete(id);
      else next.set(id, value);
      return next;
    });

  /** Done: the table reloads, then the toast says so (the row shows the change as the toast appears). */
  async function done(res: { ok: boolean; status: number; error?: string } | undefined, ok: string, failed: string) {
    if (!res?.ok) {
      toastError(failureText(res, failed));
      return false;
    }
    await revalidate();
    toastSuccess(ok);
    return true;
  }

  async function setReminders(row: TaxReturnRow, remindersOn: boolean) {
    pend(row.id, remindersOn);
    const res = await taxReturnDelivery.patch({
      id: row.id,
      company_id: row.company_id,
      reminder_disabled: !remindersOn,
    });
    await done(res, spec.reminderUpdated, spec.updateFailed);
    pend(row.id, null);
  }

  const sendReminders = async (row: TaxReturnRow) =>
    done(await taxReturnDelivery.sendReminders(row.id, row.company_id), spec.remindersSent, spec.updateFailed);

  const toggleInvoice = async (row: TaxReturnRow) =>
    done(
      await taxReturnDelivery.invoicePaid(row.id, row.company_id, !row.invoice_paid),
      spec.invoiceUpdated,
      spec.updateFailed,
    );

  const markFinished = async (row: TaxReturnRow) =>
    done(
      await taxReturnDelivery.patch({ id: row.id, company_id: row.company_id, status: 'finished' }),
      spec.markedFinished,
      spec.updateFailed,
    );

  const remove = async (row: TaxReturnRow) =>
    done(await taxReturnDelivery.remove(row.id, row.company_id), spec.deleted, spec.updateFailed);

  return { reminderPending, setReminders, sendReminders, toggleInvoice, markFinished, remove };
}
