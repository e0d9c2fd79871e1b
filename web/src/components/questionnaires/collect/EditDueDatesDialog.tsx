import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { addDays, sendingText, todayIn } from '@ledgerline/shared/questionnaire-sending';
import { dueDateShortcuts } from '@ledgerline/shared/send-schedule';
import { useState } from 'react';
import { staffQuestionnaires } from '../../../api/questionnaires-staff';
import { browserZone } from '../../../format/dateTime';
import { collectSpecText as spec, collectText as t } from '../../../texts/collect';
import { toastSuccess } from '../../../toast';
import { FormDialog } from '../../ui/FormDialog';
import { dueDateError, proposedDueDate } from './due-date-rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  shortcuts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * QD §2 Edit Due Dates for the selected questionnaires: a date 7 days ahead to start with, the shortcuts 7 days,
 * 2 weeks and 1 month (QD §9), 'Please select a valid due date' for anything else than a date from today on.
 */
export function EditDueDatesDialog({
  questionnaireIds,
  onDone,
  onClose,
}: {
  questionnaireIds: string[];
  onDone: () => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const today = todayIn(Date.now(), browserZone);
  const [date, setDate] = useState(() => proposedDueDate(today));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = dueDateError(date, today);
  async function submit() {
    setTried(true);
    if (error || busy) return;
    setBusy(true);
    const res = await staffQuestionnaires.saveDueDates(questionnaireIds, date);
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(sendingText.dueDateChanged);
    onDone();
  }
  return (
    <FormDialog
      title={spec.editDueDates}
      submitLabel={t.save}
      canSubmit={!busy}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <div className={s.body}>
        <p className={s.hint}>{t.dueDateHint(questionnaireIds.length)}</p>
        <Field
          label={t.dueDate}
          required
          validationState={tried && error ? 'error' : 'none'}
          validationMessage={tried ? error : undefined}
        >
          <Input type="date" min={today} value={date} onChange={(_, d) => setDate(d.value)} />
        </Field>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset */}
        <div role="group" aria-label={t.dueShortcuts} className={s.shortcuts}>
          {dueDateShortcuts.map((shortcut) => (
            <Button
              key={shortcut.days}
              size="small"
              aria-pressed={date === addDays(today, shortcut.days)}
              onClick={() => setDate(addDays(today, shortcut.days))}
            >
              {shortcut.label}
            </Button>
          ))}
        </div>
      </div>
    </FormDialog>
  );
}
