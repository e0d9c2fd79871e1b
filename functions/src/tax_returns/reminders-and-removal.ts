/**
 * The table's row actions that are not a save (FA §2.6, §8.4): Send Reminders (email and SMS to whoever still owes a
 * signature or a payment; refused when reminders are off or nothing is owed) and Delete (the return leaves the table
 * and the client's dashboard; its files are kept with the deleted item for the firm's records).
 */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { isDelivered, reminderLocked, taxReturnAdminText as text } from '@ledgerline/shared/tax-return-delivery';
import { handle } from '../platform/handle';
import { Conflict } from '../platform/errors';
import { assertCanWrite, assertDeliveryOn, detailOf, openDelivery } from './delivery-context';
import { tellReminder } from './tell-sent';
import { saveDelivery } from './save-delivery';

export const sendTaxReturnReminders = handle(taxReturnRoutes.sendTaxReturnReminders, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  await assertDeliveryOn(caller.firmId);
  assertCanWrite(caller, company);
  if (!isDelivered(r.status)) throw new Conflict(text.notSent);
  if (r.reminder_disabled) throw new Conflict(text.remindersOff);
  const detail = await detailOf(caller, r, company);
  if (reminderLocked(detail)) throw new Conflict(text.nothingToRemind);
  const at = new Date().toISOString();
  await tellReminder(caller.firmId, company, detail, at);
  await saveDelivery(caller, company, r, { last_reminder_sent_at: at }, 'Reminders sent');
  return { message: text.remindersSent };
});

export const deleteTaxReturn = handle(taxReturnRoutes.deleteTaxReturn, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  assertCanWrite(caller, company);
  await saveDelivery(
    caller,
    company,
    r,
    { deleted_at: new Date().toISOString(), waiting_since: '' },
    'Tax return deleted',
  );
  return { message: text.deleted };
});
