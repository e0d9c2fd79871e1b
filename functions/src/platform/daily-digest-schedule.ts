/**
 * When each firm's daily digest goes out (FA §7.3): 07:00 in the firm's time zone, one due item per firm and
 * local date. Here, not in notifications/, because creating a firm (platform/provision.ts) schedules the first.
 */
import { wallTime, zonedTime } from '@ledgerline/shared/time/wall-clock';
import { ianaZone } from '@ledgerline/shared/time/zones';
import { notificationJobs } from '../notifications/jobs';
import { DueItemExists, scheduleDueItem } from './scheduler';

/** The local hour the digest goes out. */
export const digestHour = 7;

/** The next 07:00 in the zone strictly after `after`, and its local date. */
export function nextDigestTime(after: Date, timeZone: string): { at: Date; date: string } {
  const zone = ianaZone(timeZone);
  const today = wallTime(after.getTime(), zone);
  for (let plus = 0; plus < 3; plus++) {
    const at = zonedTime(today.year, today.month, today.day + plus, digestHour, 0, zone);
    if (at.getTime() > after.getTime()) {
      const w = wallTime(at.getTime(), zone);
      return { at, date: `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}` };
    }
  }
  throw new Error('no digest time in the next three days');
}

/** Schedules the firm's next digest; a repeat (or a digest already scheduled for that date) changes nothing. */
export async function scheduleDailyDigest(
  firmId: string,
  timeZone: string | null | undefined,
  after = new Date(),
): Promise<void> {
  const next = nextDigestTime(after, timeZone ?? '');
  try {
    await scheduleDueItem(
      notificationJobs.dailyDigest,
      { firmId, date: next.date },
      { firmId, id: `digest-${next.date}`, dueAt: next.at },
    );
  } catch (e) {
    if (!(e instanceof DueItemExists)) throw e;
  }
}
