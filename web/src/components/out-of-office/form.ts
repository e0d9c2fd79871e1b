/**
 * The out-of-office form as plain functions: the saved period shown as date and time inputs in the
 * viewer's zone, and the inputs turned back into the PATCH /out_of_office body, or the fields to fix.
 */
import { scheduleMoment } from '@ledgerline/shared/conversation-rules';
import { wallTime } from '@ledgerline/shared/time/wall-clock';
import type { OutOfOfficeInput, OutOfOfficeView } from '../../api/advisors';
import { outOfOfficeLabels, outOfOfficeText } from '../../texts/mass-email';

export interface OutOfOfficeForm {
  on: boolean;
  message: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export type OutOfOfficeField = 'out_of_office_message' | 'out_of_office_start' | 'out_of_office_end';
export const outOfOfficeFields: readonly OutOfOfficeField[] = [
  'out_of_office_message',
  'out_of_office_start',
  'out_of_office_end',
];

const pad = (n: number) => String(n).padStart(2, '0');

function inputsOf(iso: string | null, zone: string): { date: string; time: string } {
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return { date: '', time: '' };
  const w = wallTime(at, zone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

export function formFrom(view: OutOfOfficeView, zone: string): OutOfOfficeForm {
  const start = inputsOf(view.out_of_office_start, zone);
  const end = inputsOf(view.out_of_office_end, zone);
  return {
    on: view.out_of_office,
    message: view.out_of_office_message ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

/** Both empty: no bound (null). One without the other: the person must finish or clear it. */
function instant(
  date: string,
  time: string,
  zone: string,
): { ok: true; iso: string | null } | { ok: false; error: string } {
  if (!date && !time) return { ok: true, iso: null };
  if (!date || !time) return { ok: false, error: outOfOfficeLabels.bothOrNeither };
  const at = scheduleMoment(date, time, zone);
  return at ? { ok: true, iso: at.toISOString() } : { ok: false, error: outOfOfficeLabels.bothOrNeither };
}

/** The request body, or the fields to fix first. The server checks the rest (end after start, in the future). */
export function inputFrom(
  form: OutOfOfficeForm,
  zone: string,
): { ok: true; input: OutOfOfficeInput } | { ok: false; fields: Partial<Record<OutOfOfficeField, string>> } {
  const fields: Partial<Record<OutOfOfficeField, string>> = {};
  const message = form.message.trim();
  if (form.on && !message) fields.out_of_office_message = outOfOfficeText.messageRequired;
  const start = instant(form.startDate, form.startTime, zone);
  const end = instant(form.endDate, form.endTime, zone);
  if (!start.ok) fields.out_of_office_start = start.error;
  if (!end.ok) fields.out_of_office_end = end.error;
  if (!start.ok || !end.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    input: {
      out_of_office: form.on,
      out_of_office_message: message || null,
      out_of_office_start: start.iso,
      out_of_office_end: end.iso,
    },
  };
}

/** What the saved state means now: away, not started yet, or over. */
export function statusOf(view: OutOfOfficeView, now: Date): 'away' | 'scheduled' | 'ended' | 'off' {
  if (!view.out_of_office) return 'off';
  if (view.away_now) return 'away';
  return view.out_of_office_start && Date.parse(view.out_of_office_start) > now.getTime() ? 'scheduled' : 'ended';
}
