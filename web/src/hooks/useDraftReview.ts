/**
 * The client's draft review actions (MD §4, §7, §8): approve, request changes with a reason, download.
 * A success updates the tax return in the entity's list, so the card's sentence changes at once.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { taxReturns, type TaxReturnCard } from '../api/tax-returns';
import { saveBlob } from '../api/conversations';
import { toastError, toastSuccess } from '../toast';
import { taxReturnIndexKey } from './useTaxReturns';
import { useSession } from './useSession';

/** The server's reason after the spec's failure text, when it gave one. */
const withReason = (text: string, reason?: string) => (reason && reason !== text ? `${text}: ${reason}` : text);

/** Saves a file the browser fetched (the presigned link is on another origin, where `download` is ignored). */
async function saveFile(link: string, fileName: string): Promise<boolean> {
  const res = await fetch(link).catch(() => undefined);
  if (!res?.ok) return false;
  saveBlob(await res.blob(), fileName);
  return true;
}

export function useDraftReview(taxReturn: TaxReturnCard, companyId: string) {
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<'approve' | 'request' | 'download' | null>(null);

  const replaceInList = (updated: TaxReturnCard) => {
    if (!session) return;
    void mutate(
      taxReturnIndexKey(session.sid, companyId),
      (list?: TaxReturnCard[]) => list?.map((r) => (r.id === updated.id ? updated : r)),
      { revalidate: false },
    );
  };

  const approve = async (): Promise<boolean> => {
    setBusy('approve');
    const res = await taxReturns.approve(taxReturn.id, companyId);
    setBusy(null);
    if (!res?.ok) {
      toastError(withReason(taxReturnText.approveFailed, res?.error));
      return false;
    }
    replaceInList(res.data.tax_return);
    toastSuccess(taxReturnText.approved);
    return true;
  };

  const requestChanges = async (reason: string): Promise<boolean> => {
    setBusy('request');
    const res = await taxReturns.requestChanges(taxReturn.id, companyId, reason.trim());
    setBusy(null);
    if (!res?.ok) {
      toastError(withReason(taxReturnText.requestFailed, res?.error));
      return false;
    }
    replaceInList(res.data.tax_return);
    toastSuccess(taxReturnText.changesRequested);
    return true;
  };

  const download = async (): Promise<void> => {
    setBusy('download');
    const res = await taxReturns.download(taxReturn.id, companyId);
    const link = res?.ok ? res.data?.link : undefined;
    const saved = link ? await saveFile(link, res!.data.file_name || `${taxReturn.tax_return_name}.pdf`) : false;
    setBusy(null);
    if (!saved) toastError(taxReturnText.downloadFailed);
  };

  return { approve, requestChanges, download, busy };
}
