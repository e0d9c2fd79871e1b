import { Connection } from '../platform/data/entities/connection';

/** A browser's open WebSocket, so events for this user reach it. */
export async function saveConnection(firmId: string, userId: string, connectionId: string): Promise<void> {
  await Connection.put({ firmId, userId, connectionId }).go();
}

/** Forgets a closed WebSocket wherever it was stored (found by its id alone: $disconnect knows nothing else). */
export async function removeConnection(connectionId: string): Promise<void> {
  const { data } = await Connection.query.byConnection({ connectionId }).go();
  await Promise.all(data.map((c) => Connection.delete({ firmId: c.firmId, userId: c.userId, connectionId }).go()));
}
