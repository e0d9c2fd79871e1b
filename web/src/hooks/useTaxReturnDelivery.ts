/**
 * A tax return in full (GET /tax_returns/{id}) and the catalogues the classification picks from (form and voucher
 * definitions), as SWR hooks with a null key until their inputs exist; and the delivery's writes (save, send, sign,
 * pay, identity check, download), each putting the answer's return into the cache so every screen shows it at once.
 */
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { stillProcessing } from '@ledgerline/shared/tax-return-delivery';
import type { LoadError } from '../api/client';
import { saveBlob } from '../api/conversations';
import {
  taxReturnDelivery,
  taxReturnDeliveryKeys,
  type FormDefinitionsList,
  type SignBody,
  type TaxReturnDetail,
  type TaxReturnPatch,
  type VoucherDefinitionsList,
} from '../api/tax-return-delivery';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { noRetryOn4xx, unwrap } from './swr-load';
import { useSession } from './useSession';

/** While a return is being read or sent, how often its status is asked again. */
export const processingPollMs = 2_000;

export const taxReturnDetailKey = (sid: string, id: string, companyId: string) =>
  [taxReturnDeliveryKeys.detail, sid, id, companyId] as const;

export function useTaxReturnDetail(id: string | null | undefined, companyId: string | null | undefined) {
  const session = useSession();
  const key = session && id && companyId ? taxReturnDetailKey(session.sid, id, companyId) : null;
  return useSWR<TaxReturnDetail, LoadError>(
    key,
    ([, , taxReturnId, company_id]: ReturnType<typeof taxReturnDetailKey>) =>
      unwrap(taxReturnDelivery.get(taxReturnId, company_id)),
    {
      shouldRetryOnError: noRetryOn4xx,
      revalidateOnFocus: false,
      // A return still being read moves on by itself: ask again until it leaves processing (FA §4.1).
      refreshInterval: (data) => (data && stillProcessing(data.status) ? processingPollMs : 0),
    },
  );
}

/** The catalogues never change while the app runs: loaded once. */
const catalogue = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: noRetryOn4xx } as const;

export function useFormDefinitions(enabled: boolean) {
  const session = useSession();
  return useSWR<FormDefinitionsList, LoadError>(
    session && enabled ? ([taxReturnDeliveryKeys.forms, session.sid] as const) : null,
    async () => (await unwrap(taxReturnDelivery.formDefinitions())).forms,
    catalogue,
  );
}

export function useVoucherDefinitions(enabled: boolean) {
  const session = useSession();
  return useSWR<VoucherDefinitionsList, LoadError>(
    session && enabled ? ([taxReturnDeliveryKeys.vouchers, session.sid] as const) : null,
    async () => (await unwrap(taxReturnDelivery.voucherDefinitions())).vouchers,
    catalogue,
  );
}

/** An answer of a write: the return as it now is, or why not (with the HTTP status, 0 when the network failed). */
export type WriteResult = { ok: true; taxReturn: TaxReturnDetail } | { ok: false; error?: string; status: number };

type Changed = Promise<
  { ok: boolean; status: number; error?: string; data: { tax_return: TaxReturnDetail } } | undefined
>;

/**
 * The writes on one return. Each keeps the cache in step: the return the server answered replaces the one on screen.
 * `busy` names the write in flight (one at a time: the buttons are disabled meanwhile).
 */
export function useTaxReturnWrites(id: string, companyId: string) {
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);

  async function write(what: string, call: () => Changed): Promise<WriteResult> {
    setBusy(what);
    try {
      const res = await call();
      if (!res) return { ok: false, status: 0 };
      if (!res.ok) return { ok: false, error: res.error, status: res.status };
      if (session) {
        await mutate(taxReturnDetailKey(session.sid, id, companyId), res.data.tax_return, { revalidate: false });
      }
      return { ok: true, taxReturn: res.data.tax_return };
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    /** PATCH: the classification, or a status (sent). */
    patch: (body: Omit<TaxReturnPatch, 'id' | 'company_id'>, what = 'save') =>
      write(what, () => taxReturnDelivery.patch({ ...body, id, company_id: companyId })),
    sign: (body: Omit<SignBody, 'id' | 'company_id'>) =>
      write('sign', () => taxReturnDelivery.sign({ ...body, id, company_id: companyId })),
    voucherPaid: (voucherId: string, isPaid: boolean) =>
      write(`voucher:${voucherId}`, () => taxReturnDelivery.voucherPaid(id, companyId, voucherId, isPaid)),
    invoicePaid: () => write('invoice', () => taxReturnDelivery.invoicePaid(id, companyId, true)),
    /** Starts the signer's identity check; the caller sends the browser to the answer's verification_url. */
    startIdentity: async (returnPath: string) => {
      setBusy('identity');
      const res = await taxReturnDelivery.startIdentity(id, companyId, returnPath);
      if (!res?.ok) setBusy(null);
      return res;
    },
    /** Saves the PDF the download call links to; false when it could not. */
    download: async (opts: { include_other_pages?: boolean; only_signature_pages?: boolean }, fallbackName: string) => {
      setBusy('download');
      try {
        const res = await taxReturnDelivery.download(id, companyId, opts);
        if (!res?.ok || !res.data.link) return false;
        // Fetched, not followed: the presigned link may be on another origin, where an anchor's `download` is ignored.
        const file = await fetch(res.data.link).catch(() => undefined);
        if (!file?.ok) return false;
        saveBlob(await file.blob(), res.data.file_name || fallbackName);
        return true;
      } finally {
        setBusy(null);
      }
    },
  };
}

/**
 * The signer's identity check read again from the provider (on load and on coming back from it, FA §4.2), while it is
 * neither verified nor failed. The answer's return goes into the cache; the hook answers nothing else.
 */
export function useIdentityRefresh(
  detail: TaxReturnDetail | undefined,
  companyId: string | null,
  userId: string | null,
) {
  const session = useSession();
  const { mutate } = useSWRConfig();
  const mine = detail?.tax_return_identity_verifications.find((v) => v.user_id === userId);
  const pending =
    detail?.identity_verification_enabled &&
    mine &&
    !mine.error_code &&
    mine.status !== 'verified' &&
    mine.status !== 'canceled' &&
    mine.status !== 'failed';
  const key =
    session && detail && companyId && mine && pending
      ? ([taxReturnRoutes.refreshIdentityVerification.path, session.sid, detail.id, companyId, mine.id] as const)
      : null;
  return useSWR(
    key,
    async ([, sid, taxReturnId, company_id, verificationId]: NonNullable<typeof key>) => {
      const changed = await unwrap(taxReturnDelivery.refreshIdentity(taxReturnId, company_id, verificationId));
      await mutate(taxReturnDetailKey(sid, taxReturnId, company_id), changed.tax_return, { revalidate: false });
      return changed.tax_return.id;
    },
    { shouldRetryOnError: false, revalidateOnFocus: true },
  );
}
