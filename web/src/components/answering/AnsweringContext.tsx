/**
 * What every part of the answering screen shares: the questionnaire as the server last answered it, the mode, what
 * the viewer may change, and the one way an answer is saved (QD §4: a failed save rolls back, §8: with the spec's
 * message, the staff wording in admin-preview, plus the server's own words when it refused the answer).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  answering,
  type AnswerBody,
  type AnsweredQuestion,
  type AnsweredQuestionnaire,
  type AnsweringMode,
} from '../../api/answering';
import { toastSuccess } from '../../toast';
import { answeringSpec as t } from '../../texts/answering';
import { permissionsOf, type AnsweringPermissions } from './rules';

export interface SaveOutcome {
  ok: boolean;
}

export interface Answering {
  questionnaire: AnsweredQuestionnaire;
  mode: AnsweringMode;
  permissions: AnsweringPermissions;
  /** The signed-in user (their own notes can be deleted). */
  meId: string | null;
  onChanged: (q: AnsweredQuestionnaire) => void;
  /** Saves a question's answer; on failure the caller rolls its input back and the question shows why. */
  saveAnswer: (
    q: AnsweredQuestion,
    body: Omit<AnswerBody, 'id' | 'company_id'>,
    success?: string,
  ) => Promise<SaveOutcome>;
  /** Shows a save failure under a question (the spec's words, then the server's). */
  failed: (questionId: string, serverMessage?: string | null) => void;
  errorOf: (questionId: string) => string[] | null;
  clearError: (questionId: string) => void;
  /**
   * Reads the questionnaire again and shows it, unless an answer was saved meanwhile (that save's answer is the
   * newer one); answers what was read, or null when the read failed.
   */
  reload: () => Promise<AnsweredQuestionnaire | null>;
}

const Ctx = createContext<Answering | null>(null);

export function useAnswering(): Answering {
  const v = useContext(Ctx);
  if (!v) throw new Error('useAnswering outside AnsweringProvider');
  return v;
}

/** Statuses whose error text is the server's word on the answer itself (a validation or state refusal). */
const explained = new Set([400, 403, 404, 409, 413, 422]);

export function serverWords(res: { status: number; error?: string } | undefined): string | null {
  return res && explained.has(res.status) && res.error ? res.error : null;
}

export function AnsweringProvider({
  questionnaire,
  mode,
  meId,
  onChanged,
  children,
}: {
  questionnaire: AnsweredQuestionnaire;
  mode: AnsweringMode;
  meId: string | null;
  onChanged: (q: AnsweredQuestionnaire) => void;
  children: ReactNode;
}) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const permissions = useMemo(() => permissionsOf(questionnaire, mode), [questionnaire, mode]);
  const failText = mode === 'client' ? t.saveFailed : t.clientSaveFailed;

  const failed = useCallback(
    (questionId: string, serverMessage?: string | null) =>
      setErrors((e) => ({ ...e, [questionId]: serverMessage ? [failText, serverMessage] : [failText] })),
    [failText],
  );
  const clearError = useCallback(
    (questionId: string) =>
      setErrors((e) => {
        if (!(questionId in e)) return e;
        const { [questionId]: _gone, ...rest } = e;
        return rest;
      }),
    [],
  );

  const companyId = questionnaire.company_id;
  // One save of a question at a time: a second one (a quick second checkbox, typing on) waits for the first, so the
  // server never sees two answers of one question at once and refuses the later as a lost race.
  const inFlight = useRef(new Map<string, Promise<unknown>>());
  // Saves of different questions overlap, and their answers may come back in another order than the server made
  // them: an older snapshot arriving last would hide a follow-up a newer one showed. So a snapshot is shown only
  // when no other save is running; after overlapping saves the questionnaire is read once more, as it is now.
  const running = useRef(0);
  const overlapped = useRef(false);
  // Saves started so far: a reload shows what it read only when none started (or ran) while it was reading.
  const started = useRef(0);
  const saveAnswer = useCallback<Answering['saveAnswer']>(
    async (q, body, success) => {
      const before = inFlight.current.get(q.id) ?? Promise.resolve();
      const call = before.then(() => answering.answer({ id: q.id, company_id: companyId, ...body }));
      inFlight.current.set(q.id, call);
      running.current += 1;
      started.current += 1;
      if (running.current > 1) overlapped.current = true;
      const res = await call.finally(() => {
        running.current -= 1;
      });
      if (inFlight.current.get(q.id) === call) inFlight.current.delete(q.id);
      const settled = running.current === 0;
      const reread = settled && overlapped.current;
      if (settled) overlapped.current = false;
      if (!res?.ok) {
        failed(q.id, serverWords(res));
        if (reread) await showLatest();
        return { ok: false };
      }
      clearError(q.id);
      if (reread) await showLatest(res.data.questionnaire);
      else if (settled) onChanged(res.data.questionnaire);
      if (success) toastSuccess(success);
      return { ok: true };

      async function showLatest(fallback?: AnsweredQuestionnaire) {
        const latest = await answering.get(companyId, questionnaire.id);
        // A save that started meanwhile answers with its own snapshot.
        if (running.current > 0) return;
        const fresh = latest?.ok ? latest.data.questionnaire : fallback;
        if (fresh) onChanged(fresh);
      }
    },
    [companyId, questionnaire.id, onChanged, failed, clearError],
  );

  const reload = useCallback<Answering['reload']>(async () => {
    const before = started.current;
    const res = await answering.get(companyId, questionnaire.id);
    if (!res?.ok) return null;
    if (running.current === 0 && started.current === before) onChanged(res.data.questionnaire);
    return res.data.questionnaire;
  }, [companyId, questionnaire.id, onChanged]);

  const value = useMemo<Answering>(
    () => ({
      questionnaire,
      mode,
      permissions,
      meId,
      onChanged,
      saveAnswer,
      failed,
      errorOf: (id) => errors[id] ?? null,
      clearError,
      reload,
    }),
    [questionnaire, mode, permissions, meId, onChanged, saveAnswer, failed, errors, clearError, reload],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
