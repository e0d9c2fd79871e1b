/**
 * The firm's data exports (issue 20; Firm Settings' Data export section): the list, newest first, read again every
 * few seconds while one is being made (so its progress shows and its Download appears when it is ready), and the
 * start. The key is null until signed in and for anyone but a partner.
 */
import useSWR from 'swr';
import type * as z from 'zod';
import type { FirmDataExportList, FirmDataExportView } from '@ledgerline/shared/schemas/firm-data-exports';
import { exportRoutes as r } from '@ledgerline/shared/routes/exports';
import { api } from '../api/client';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

export type FirmDataExport = z.infer<typeof FirmDataExportView>;

const running = (list: z.infer<typeof FirmDataExportList> | undefined) =>
  Boolean(list?.data_exports.some((e) => e.status === 'queued' || e.status === 'running'));

export function useFirmDataExports(enabled: boolean) {
  const session = useSession();
  return useSWR(
    session && enabled ? ([r.listFirmDataExports.path, session.sid] as const) : null,
    () => unwrap(api.call(r.listFirmDataExports, {}, { quiet: true })),
    {
      revalidateOnFocus: true,
      shouldRetryOnError: noRetryOn4xx,
      refreshInterval: (list) => (running(list) ? 1500 : 0),
    },
  );
}

/** Starts an export; a refusal (409 while one runs) comes back to the caller to show. */
export const startFirmDataExport = () => api.call(r.startFirmDataExport, {}, { quiet: true });
