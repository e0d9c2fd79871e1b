import { defaultScheduleTime } from '@ledgerline/shared/conversation-rules';
import { wallTime } from '@ledgerline/shared/time/wall-clock';
import { browserZone } from '../../format/dateTime';

export { browserZone };

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
