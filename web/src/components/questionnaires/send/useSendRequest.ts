import { useEffect, useRef, useState } from 'react';
import { type SendAnswer, type SendBody, staffQuestionnaires } from '../../../api/questionnaires-staff';
import { useRefreshQuestionnaires } from '../../../hooks/useCollect';
import { toastSuccess } from '../../../toast';
import { type Audience, bulkConfirmationNeeded } from './send-rules';

/** QD §9 'refresh of questionnaires 3 s after sending': a small send's questionnaires are listed by then. */
export const refreshAfterSendMs = 3000;

export interface PendingSend {
  body: SendBody;
  audience: Audience;
}

/**
 * Sends a dialog's payload: first the bulk confirmation when QD §5 asks for it (10 or more entities, or any type),
 * then POST /questionnaires/send_questionnaires. On success the server's message is toasted, the lists are read
 * again now and 3 s later, and `onSent` gets the answer (a queued send's banner is the Collect page's). A failure
 * is toasted by the API client with the server's words and the dialog stays as it was.
 */
export function useSendRequest(onSent: (answer: SendAnswer) => void) {
  const refresh = useRefreshQuestionnaires();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingSend | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function post(body: SendBody) {
    setBusy(true);
    const res = await staffQuestionnaires.send(body);
    if (mounted.current) setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    void refresh();
    // Outlives the dialog on purpose: the list the dialog was opened from is what needs reading again.
    setTimeout(() => void refresh(), refreshAfterSendMs);
    onSent(res.data);
  }

  return {
    busy,
    pending,
    /** Sends, or asks first when the audience is a bulk one. */
    request(body: SendBody, audience: Audience) {
      if (bulkConfirmationNeeded(audience)) setPending({ body, audience });
      else void post(body);
    },
    confirm() {
      const body = pending?.body;
      setPending(null);
      if (body) void post(body);
    },
    cancel: () => setPending(null),
  };
}
