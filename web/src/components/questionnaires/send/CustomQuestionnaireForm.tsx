import { Button, Field, Input, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { addDays } from '@ledgerline/shared/questionnaire-sending';
import { defaultSendDueDays } from '@ledgerline/shared/send-schedule';
import { useTaxYear } from '../../../hooks/useTaxYear';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { AudienceFields } from './AudienceFields';
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { DueDateField } from './DueDateField';
import { QuestionsEditor } from './QuestionsEditor';
import { type Audience, type CustomForm, customBody, customProblems, newDraftQuestion } from './send-rules';
import type { SendFormProps } from './SendFormProps';
import { StepBody } from './StepBody';
import { TaxYearField } from './TaxYearField';
import { useSendRequest } from './useSendRequest';
import { useTouched, validation } from './useTouched';

const useStyles = makeStyles({
  h3: { ...typographyStyles.subtitle2, margin: `${tokens.spacingVerticalS} 0 0` },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, ...typographyStyles.caption1 },
});

/**
 * QD §2 'Create Custom Questionnaire' (§3 custom questionnaire payload, §5): tax year, subject (its name), entities
 * and/or types, items each with text (a type, and options for a choice), a due date not before tomorrow.
 */
export function CustomQuestionnaireForm({ today, audience, onAudience, onBack, onClose, onSent }: SendFormProps) {
  const s = useStyles();
  const defaultYear = useTaxYear();
  const [form, setForm] = useState<Omit<CustomForm, keyof Audience>>(() => ({
    taxYear: defaultYear,
    name: '',
    dueDate: addDays(today, defaultSendDueDays),
    items: [newDraftQuestion()],
  }));
  const full: CustomForm = { ...form, ...audience };
  const problems = customProblems(full, today);
  const { touch, shown } = useTouched(problems);
  const valid = Object.keys(problems).length === 0;
  const sending = useSendRequest(onSent);
  const set = (change: Partial<typeof form>) => setForm((was) => ({ ...was, ...change }));
  const submit = (isDraft: boolean) => sending.request(customBody(full, isDraft), audience);

  return (
    <>
      <StepBody
        title={l.createCustom}
        actions={
          <>
            <Button onClick={onBack}>{l.back}</Button>
            <Button onClick={onClose}>{l.cancel}</Button>
            <Button disabled={!valid} disabledFocusable={sending.busy} onClick={() => submit(true)}>
              {l.saveDraft}
            </Button>
            <Button
              appearance="primary"
              disabled={!valid}
              disabledFocusable={sending.busy}
              onClick={() => submit(false)}
            >
              {sending.busy ? l.sending : l.send}
            </Button>
          </>
        }
      >
        <TaxYearField
          value={form.taxYear}
          onChange={(taxYear) => set({ taxYear })}
          onBlur={() => touch('taxYear')}
          message={shown('taxYear')}
        />
        <Field label={l.subject} required {...validation(shown('name'))}>
          <Input
            value={form.name}
            maxLength={200}
            onChange={(_, d) => set({ name: d.value })}
            onBlur={() => touch('name')}
          />
        </Field>
        <AudienceFields
          value={audience}
          onChange={(next) => {
            onAudience(next);
            touch('audience');
          }}
          onBlur={() => touch('audience')}
          message={shown('audience')}
        />
        <DueDateField
          value={form.dueDate}
          onChange={(dueDate) => set({ dueDate })}
          onBlur={() => touch('dueDate')}
          today={today}
          min={addDays(today, 1)}
          hint={l.dueDateHint}
          message={shown('dueDate')}
        />
        <h3 className={s.h3}>{l.items}</h3>
        {shown('items') && (
          <p className={s.error} role="alert">
            {shown('items')}
          </p>
        )}
        <QuestionsEditor
          questions={form.items}
          onChange={(items) => {
            set({ items });
            touch('items');
          }}
          onTouch={touch}
          shown={shown}
          noun="item"
        />
      </StepBody>
      <BulkConfirmDialog pending={sending.pending} onConfirm={sending.confirm} onCancel={sending.cancel} />
    </>
  );
}
