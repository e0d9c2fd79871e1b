import { randomBytes } from 'node:crypto';

/** Milliseconds in base 36, fixed width: ids sort by time and carry it. */
const timeWidth = 9;

/** A notification id that names its creation time, so the item's key can be rebuilt from the id alone. */
export function newNotificationId(at: Date): string {
  return `${at.getTime().toString(36).padStart(timeWidth, '0')}${randomBytes(6).toString('hex')}`;
}

/** The created_at a notification id carries, or null for an id no notification can have. */
export function createdAtOf(id: string): string | null {
  if (!/^[0-9a-z]{9}[0-9a-f]{12}$/.test(id)) return null;
  const ms = parseInt(id.slice(0, timeWidth), 36);
  const at = new Date(ms);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
