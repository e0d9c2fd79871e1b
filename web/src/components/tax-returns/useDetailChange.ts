/**
 * A dialog's change to a return: the server answers with the return in full, which goes into the open dialog at
 * once and reloads the table; the toast says the spec's success, or the server's reason, or the action's failure.
 */
import { useState } from 'react';
import type { ApiResponse } from '../../api/client';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import { useRevalidateTaxReturns, useStoreTaxReturnDetail } from '../../hooks/useTaxReturnsTable';
import { toastError, toastSuccess } from '../../toast';
import { failureText } from './failure';

type Changed = ApiResponse<{ message: string; tax_return: TaxReturnDetail }> | undefined;

export function useDetailChange() {
  const store = useStoreTaxReturnDetail();
  const revalidate = useRevalidateTaxReturns();
  const [busy, setBusy] = useState(false);

  /** Runs the change; true when it was made. */
  async function change(run: () => Promise<Changed>, ok: string | null, failed: string): Promise<boolean> {
    setBusy(true);
    const res = await run();
    setBusy(false);
    if (!res?.ok) {
      toastError(failureText(res, failed));
      return false;
    }
    await store(res.data.tax_return);
    void revalidate();
    toastSuccess(ok ?? res.data.message);
    return true;
  }

  return { busy, change };
}
