/**
 * PATCH /tax_returns/{id} (FA §7.7): the delivery admin view's Save (e-sign forms, payment vouchers), its Send
 * (status sent), the table's Mark as finished and reminder toggle. One conditional write of the version the screen
 * read; a send tells the client.
 */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { answerLaterProblem } from '@ledgerline/shared/answering';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import {
  canReplace,
  classifiableStatuses,
  isDelivered,
  taxReturnAdminText as text,
  type TaxReturnStatus,
} from '@ledgerline/shared/tax-return-delivery';
import { deliveryCounts } from '@ledgerline/shared/tax-return-counts';
import { handle } from '../platform/handle';
import { Conflict, Invalid, Unprocessable } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { log } from '../platform/log';
import { ClassificationError, classifyForms, classifyVouchers } from './classification';
import { assertCanWrite, assertDeliveryOn, freshDetail, openDelivery, signersOf } from './delivery-context';
import { formsOf, vouchersOf } from './delivery-views';
import { changedMeanwhile, progressOf } from './delivery-progress';
import { tellSent } from './tell-sent';
import { getFirm, type DeliveryChange } from './store';
import { saveDelivery } from './save-delivery';

const canClassify = (status: string) => (classifiableStatuses as readonly string[]).includes(status);

export const patchTaxReturn = handle(taxReturnRoutes.patchTaxReturn, async (ctx) => {
  const { caller, input } = ctx;
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  await assertDeliveryOn(caller.firmId);
  assertCanWrite(caller, company);
  if (input.version !== undefined && input.version !== (r.version ?? 0)) throw changedMeanwhile();

  let forms = formsOf(r);
  let vouchers = vouchersOf(r);
  const change: DeliveryChange = {};
  const titles: string[] = [];
  let message: string = text.allSaved;
  try {
    if (input.e_sign_forms) {
      if (!canClassify(r.status)) throw new Conflict(text.notClassifiable);
      forms = classifyForms(input.e_sign_forms, forms, {
        pageCount: r.page_count ?? null,
        signers: await signersOf(company),
        newId,
      });
      change.e_sign_forms = forms;
      titles.push('E-sign forms saved');
    }
    if (input.payment_vouchers) {
      if (!canClassify(r.status) && !isDelivered(r.status)) throw new Conflict(text.notClassifiable);
      vouchers = classifyVouchers(input.payment_vouchers, vouchers, {
        pageCount: r.page_count ?? null,
        taxYear: r.tax_year,
        newId,
        now: new Date().toISOString(),
      });
      change.payment_vouchers = vouchers;
      titles.push('Payment vouchers saved');
    }
  } catch (e) {
    if (e instanceof ClassificationError) throw new Invalid(e.message, { [e.field]: e.message });
    throw e;
  }
  if (input.reminder_disabled !== undefined && input.reminder_disabled !== Boolean(r.reminder_disabled)) {
    // FA §4.1: the toggle is disabled once every form is signed and every payment made.
    const c = deliveryCounts(forms, vouchers);
    if (c.all_signed && c.all_paid && isDelivered(r.status)) throw new Conflict(text.nothingToRemind);
    change.reminder_disabled = input.reminder_disabled;
    titles.push(input.reminder_disabled ? 'Reminders disabled' : 'Reminders enabled');
    message = text.reminderUpdated;
  }
  if (input.upload_later_date !== undefined && input.upload_later_date !== (r.upload_later_date ?? null)) {
    // FA §2.6 upload later: the date a new file is promised by, for a return that can take one.
    if (!canReplace(r)) throw new Conflict(text.uploadLaterNotAllowed);
    const date = input.upload_later_date;
    if (date) {
      const firm = await getFirm(caller.firmId);
      const problem = answerLaterProblem(date, todayIn(new Date(), firm?.time_zone), null, 'upload');
      if (problem) throw new Invalid(problem, { upload_later_date: problem });
    }
    change.upload_later_date = date ?? undefined;
    titles.push(date ? `Upload later: ${date}` : 'Upload later removed');
    message = date ? text.uploadLaterSaved : text.uploadLaterCleared;
  }
  let status: TaxReturnStatus = r.status as TaxReturnStatus;
  let sending = false;
  if (input.status && input.status !== r.status) {
    if (input.status === 'sent') {
      if (!canClassify(r.status)) throw new Conflict(text.notClassifiable);
      if (!r.file_key) throw new Conflict(text.noFileYet);
      sending = true;
      status = 'sent';
      change.sent_at = new Date().toISOString();
      change.waiting_since = '';
      titles.push('Sent to the client');
      message = text.sent;
    } else if (input.status === 'finished' || input.status === 'completed') {
      if (!isDelivered(r.status)) throw new Conflict(text.cannotFinish);
      status = input.status;
      if (input.status === 'finished') change.finished_at = new Date().toISOString();
      titles.push(input.status === 'finished' ? 'Marked as finished' : 'Marked as completed');
      message = input.status === 'finished' ? text.markedFinished : text.markedCompleted;
    } else throw new Unprocessable(text.badStatus);
  }
  if (!titles.length) return { message, tax_return: await freshDetail(caller, company, r.taxReturnId) };
  Object.assign(change, progressOf(r, forms, vouchers, Boolean(r.invoice_paid), status));
  // Sending the draft's final file: the client now gets the return itself, not the DRAFT-stamped copy.
  if (sending && r.original_key) change.file_key = r.original_key;
  await saveDelivery(caller, company, r, change, titles.join('; '));
  const detail = await freshDetail(caller, company, r.taxReturnId);
  if (sending)
    await tellSent(caller.firmId, company, detail).catch((e: Error) =>
      log('error', 'telling the client a return was sent failed', { firmId: caller.firmId, error: e.message }),
    );
  return { message, tax_return: detail };
});
