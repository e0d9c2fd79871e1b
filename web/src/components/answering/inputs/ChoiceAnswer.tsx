/**
 * The answers picked rather than typed (QD §3 question types boolean, select, multiple): saved as soon as they are
 * picked, shown at once and rolled back when the save fails (QD §4). A multiple's choices are joined by the answer
 * separator, in the question's option order.
 */
import { Checkbox, makeStyles, Radio, RadioGroup, Select, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { isAnswerMarker, joinAnswer, splitAnswer } from '@ledgerline/shared/answering';
import type { AnsweredQuestion } from '../../../api/answering';
import { answeringLabels as l } from '../../../texts/answering';
import type { AnswerInputProps } from '../answer-input';
import { useAnswering } from '../AnsweringContext';

const useStyles = makeStyles({
  select: { maxWidth: '480px' },
  choices: {
    display: 'flex',
    flexDirection: 'column',
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    gap: tokens.spacingVerticalXXS,
  },
});

/** The answer shown: the server's, or the one just picked while it saves (back to the server's when that fails). */
function useShownAnswer(q: AnsweredQuestion) {
  const server = isAnswerMarker(q.answer) ? null : q.answer;
  const [shown, setShown] = useState<string | null>(server);
  useEffect(() => setShown(server), [server]);
  return [shown, setShown] as const;
}

export function BooleanAnswer({ q, labelId, disabled }: AnswerInputProps) {
  const { saveAnswer } = useAnswering();
  const [shown, setShown] = useShownAnswer(q);
  return (
    <RadioGroup
      layout="horizontal"
      aria-labelledby={labelId}
      disabled={disabled}
      value={shown ?? ''}
      onChange={async (_, d) => {
        const before = shown;
        setShown(d.value);
        if (!(await saveAnswer(q, { answer: d.value, answer_by: null })).ok) setShown(before);
      }}
    >
      <Radio value={l.yes} label={l.yes} />
      <Radio value={l.no} label={l.no} />
    </RadioGroup>
  );
}

export function SelectAnswer({ q, labelId, disabled }: AnswerInputProps) {
  const s = useStyles();
  const { saveAnswer } = useAnswering();
  const [shown, setShown] = useShownAnswer(q);
  return (
    <Select
      className={s.select}
      aria-labelledby={labelId}
      disabled={disabled}
      value={shown ?? ''}
      onChange={async (_, d) => {
        const before = shown;
        setShown(d.value || null);
        if (!(await saveAnswer(q, { answer: d.value || null, answer_by: null })).ok) setShown(before);
      }}
    >
      <option value="">{l.chooseOne}</option>
      {q.options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </Select>
  );
}

export function MultipleAnswer({ q, labelId, disabled }: AnswerInputProps) {
  const s = useStyles();
  const { saveAnswer } = useAnswering();
  const [shown, setShown] = useShownAnswer(q);
  const picked = new Set(splitAnswer(shown));
  return (
    <fieldset className={s.choices} aria-labelledby={labelId}>
      {q.options.map((o) => (
        <Checkbox
          key={o}
          label={o}
          disabled={disabled}
          checked={picked.has(o)}
          onChange={async (_, d) => {
            const before = shown;
            const next = q.options.filter((x) => (x === o ? d.checked === true : picked.has(x)));
            const answer = next.length ? joinAnswer(next) : null;
            setShown(answer);
            if (!(await saveAnswer(q, { answer, answer_by: null })).ok) setShown(before);
          }}
        />
      ))}
    </fieldset>
  );
}
