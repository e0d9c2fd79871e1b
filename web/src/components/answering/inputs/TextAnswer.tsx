/**
 * The typed answers (QD §3 text, password, textarea, date): saved on their own a moment after typing stops (and at
 * once when the field is left), then a saved check shows for one second (QD §4, §9). Text and password keep to
 * number_of_characters; text shows the count as n/max (QD §5). A failed save puts the last saved answer back.
 */
import { Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAnswerMarker, isIsoDate } from '@ledgerline/shared/answering';
import { answeringLabels as l } from '../../../texts/answering';
import { useAnswering } from '../AnsweringContext';
import type { AnswerInputProps } from '../answer-input';

/** How long typing must pause before the answer saves. */
export const autosaveDelayMs = 800;
/** QD §9: the saved icon shows for 1 s. */
export const savedIconMs = 1000;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  field: { width: '100%', maxWidth: '480px' },
  date: { maxWidth: '220px' },
  counter: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  saved: { color: tokens.colorPaletteGreenForeground1, display: 'inline-flex' },
});

const shownOf = (answer: string | null) => (answer && !isAnswerMarker(answer) ? answer : '');

export function TextAnswer({ q, labelId, disabled }: AnswerInputProps) {
  const s = useStyles();
  const { saveAnswer } = useAnswering();
  const server = shownOf(q.answer);
  const [value, setValue] = useState(server);
  const [savedIcon, setSavedIcon] = useState(false);
  const lastSaved = useRef(server);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = useRef(0);
  const focused = useRef(false);
  const latest = useRef(value);
  latest.current = value;
  const max = q.question_type === 'date' ? undefined : (q.number_of_characters ?? undefined);

  // The server's answer shows when nobody is typing here (another tab, a rollback of a rule, a staff change).
  useEffect(() => {
    if (!focused.current && !timer.current && busy.current === 0) {
      setValue(server);
      lastSaved.current = server;
    }
  }, [server]);

  const flush = useCallback(
    async (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (text === lastSaved.current) return;
      // A half-typed date is not an answer yet.
      if (q.question_type === 'date' && text !== '' && !isIsoDate(text)) return;
      busy.current++;
      const before = lastSaved.current;
      lastSaved.current = text;
      const { ok } = await saveAnswer(q, { answer: text === '' ? null : text, answer_by: null });
      busy.current--;
      if (ok) {
        setSavedIcon(true);
        setTimeout(() => setSavedIcon(false), savedIconMs);
      } else {
        lastSaved.current = before;
        if (latest.current === text) setValue(before);
      }
    },
    [q, saveAnswer],
  );

  // Leaving the page before the pause ends still saves what was typed.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(
    () => () => {
      if (timer.current) void flushRef.current(latest.current);
    },
    [],
  );

  const change = (text: string) => {
    setValue(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(text), autosaveDelayMs);
  };
  const common = {
    'aria-labelledby': labelId,
    disabled,
    value,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      if (timer.current) void flush(latest.current);
    },
  };

  return (
    <span className={s.row}>
      {q.question_type === 'textarea' ? (
        <Textarea
          {...common}
          className={s.field}
          resize="vertical"
          maxLength={max}
          onChange={(_, d) => change(d.value)}
        />
      ) : (
        <Input
          {...common}
          className={q.question_type === 'date' ? s.date : s.field}
          type={q.question_type === 'password' ? 'password' : q.question_type === 'date' ? 'date' : 'text'}
          maxLength={max}
          autoComplete={q.question_type === 'password' ? 'off' : undefined}
          onChange={(_, d) => change(d.value)}
        />
      )}
      {q.question_type === 'text' && max ? (
        <Text size={200} className={s.counter}>
          <span aria-hidden>{l.characterCount(value.length, max)}</span>
          <span className="sr-only">{l.characterCountLabel(value.length, max)}</span>
        </Text>
      ) : null}
      {savedIcon && (
        <span className={s.saved} role="img" aria-label={l.savedIcon}>
          <CheckmarkCircleFilled fontSize={20} />
        </span>
      )}
    </span>
  );
}
