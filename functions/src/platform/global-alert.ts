/**
 * The platform's global alert (FA §7.5): one item that whoever runs the deployment sets (`npm run alert`), read by
 * every screen (GET /global_alert) and pushed to every open realtime connection of every firm when it changes, so
 * a screen shows the change without a reload. Not a firm's: no route writes it.
 */
import { Connection, connectionShards } from './data/entities/connection';
import { PlatformAlert } from './data/entities/global-alert';
import { postToConnection } from './adapters/realtime';
import { mapLimited } from './map-limited';
import { log } from './log';

export interface GlobalAlertState {
  show: boolean;
  text: string;
}

/** The realtime message a change sends (the SPA's GlobalAlert listens for it). */
export const globalAlertEvent = 'global_alert';

export async function readGlobalAlert(): Promise<GlobalAlertState> {
  const item = (await PlatformAlert.get({}).go()).data;
  return item?.show && item.text ? { show: true, text: item.text } : { show: false, text: '' };
}

/**
 * Sets the alert (text shown) or turns it off (null), then tells every open connection. Returns how many
 * connections got the message.
 */
export async function setGlobalAlert(text: string | null): Promise<{ alert: GlobalAlertState; delivered: number }> {
  const trimmed = (text ?? '').trim();
  const alert: GlobalAlertState = trimmed ? { show: true, text: trimmed } : { show: false, text: '' };
  await PlatformAlert.put(alert).go();
  const delivered = await broadcast({ type: globalAlertEvent, ...alert });
  return { alert, delivered };
}

/** Posts one message to every open connection (each broadcast partition a page at a time); stale ones are removed. */
async function broadcast(message: object): Promise<number> {
  let delivered = 0;
  for (let shard = 0; shard < connectionShards; shard++) {
    let cursor: string | null = null;
    do {
      const page: { data: { firmId: string; userId: string; connectionId: string }[]; cursor: string | null } =
        await Connection.query.byShard({ shard: String(shard) }).go({ cursor, limit: 100 });
      cursor = page.cursor;
      await mapLimited(page.data, 10, async (c) => {
        try {
          if (await postToConnection(c.connectionId, message)) delivered++;
          else await Connection.delete({ firmId: c.firmId, userId: c.userId, connectionId: c.connectionId }).go();
        } catch (e) {
          log('warn', 'global alert post failed', { connectionId: c.connectionId, error: (e as Error).message });
        }
      });
    } while (cursor);
  }
  return delivered;
}
