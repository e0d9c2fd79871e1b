import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import type { Dispatch } from 'react';
import { editorText as t } from '../../../texts/templates';
import type { DraftAction } from './draft';
import { focusSoon } from './focus';
import { fieldIds } from './problems';

const useStyles = makeStyles({
  group: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  field: { flex: 1, minWidth: 0 },
  remove: { marginTop: '24px' },
  add: { alignSelf: 'flex-start' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The answers a select or multiple question offers (QD §3 options), each editable and removable. */
export function OptionsEditor({
  questionId,
  options,
  dispatch,
  problems,
}: {
  questionId: string;
  options: string[];
  dispatch: Dispatch<DraftAction>;
  problems: ReadonlyMap<string, string>;
}) {
  const s = useStyles();
  const addId = fieldIds.addOption(questionId);
  const addProblem = problems.get(addId);
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{t.options}</legend>
      {options.map((option, i) => {
        const id = fieldIds.option(questionId, i);
        const problem = problems.get(id);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings that may repeat while typed; their place is their identity
          <div key={i} className={s.row}>
            <Field
              className={s.field}
              label={t.option(i + 1)}
              validationState={problem ? 'error' : 'none'}
              validationMessage={problem}
            >
              <Input
                id={id}
                value={option}
                maxLength={200}
                onChange={(_, d) => dispatch({ type: 'setOption', id: questionId, index: i, value: d.value })}
              />
            </Field>
            <Button
              className={s.remove}
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={t.removeOption(i + 1)}
              onClick={() => {
                dispatch({ type: 'removeOption', id: questionId, index: i });
                focusSoon(fieldIds.option(questionId, Math.max(0, i - 1)), addId);
              }}
            />
          </div>
        );
      })}
      <Button
        id={addId}
        className={s.add}
        size="small"
        icon={<AddRegular />}
        aria-describedby={addProblem ? `${addId}-problem` : undefined}
        onClick={() => {
          dispatch({ type: 'addOption', id: questionId });
          focusSoon(fieldIds.option(questionId, options.length));
        }}
      >
        {t.addOption}
      </Button>
      {addProblem && (
        <Text id={`${addId}-problem`} className={s.error} size={200}>
          {addProblem}
        </Text>
      )}
    </fieldset>
  );
}
