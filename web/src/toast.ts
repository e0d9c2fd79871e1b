import { toastDefaults } from './messages';

/** Toasts can be raised from anywhere (the API client too); the <Toasts> component shows them. */
export type ToastIntent = 'info' | 'success' | 'warning' | 'error';
export interface ToastRequest {
  intent: ToastIntent;
  text: string;
  timeout: number;
}

type Sink = (t: ToastRequest) => void;
let sink: Sink | null = null;
const queued: ToastRequest[] = [];

/** FA §8: a toast auto-closes after the longer of 4000 ms or 50 ms per character. */
export function toastTimeout(text: string): number {
  return Math.max(4000, 50 * text.length);
}

export function showToast(intent: ToastIntent, text?: string): void {
  const body =
    text?.trim() ||
    (intent === 'error' ? toastDefaults.error : intent === 'success' ? toastDefaults.success : toastDefaults.info);
  const t = { intent, text: body, timeout: toastTimeout(body) };
  if (sink) sink(t);
  else queued.push(t);
}

export const toastError = (text?: string) => showToast('error', text);
export const toastSuccess = (text?: string) => showToast('success', text);
export const toastInfo = (text?: string) => showToast('info', text);

/** Called by the mounted toaster; flushes anything raised before it mounted. */
export function connectToastSink(fn: Sink): () => void {
  sink = fn;
  for (const t of queued.splice(0)) fn(t);
  return () => {
    if (sink === fn) sink = null;
  };
}
