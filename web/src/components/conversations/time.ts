import { defaultScheduleTime, wallTime } from '@ledgerline/shared/conversation-rules';

/** The zone the date and time inputs are read in: the browser's, the clock the person looks at. */
export const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the date ('YYYY-MM-DD') and time ('HH:mm') inputs show it in the browser's zone. */
export function toInputs(at: Date): { date: string; time: string } {
  const w = wallTime(at.getTime(), browserZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** MD §5: the date input's minimum is today. */
export const todayInput = () => toInputs(new Date()).date;

/** MD §5, §9: the Schedule dialog starts at tomorrow 09:00. */
export const defaultScheduleInputs = () => toInputs(defaultScheduleTime(new Date(), browserZone));
