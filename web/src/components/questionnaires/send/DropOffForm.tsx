import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Textarea,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import { addDays } from '@ledgerline/shared/questionnaire-sending';
import { defaultSendDueDays } from '@ledgerline/shared/send-schedule';
import { useTaxYear } from '../../../hooks/useTaxYear';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { AudienceFields } from './AudienceFields';
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { DueDateField } from './DueDateField';
import { QuestionsEditor } from './QuestionsEditor';
import { type Audience, type DropOffForm as Form, dropOffBody, dropOffProblems, newDraftQuestion } from './send-rules';
import type { SendFormProps } from './SendFormProps';
import { StepBody } from './StepBody';
import { TaxYearField } from './TaxYearField';
import { useSendRequest } from './useSendRequest';
import { useTouched } from './useTouched';

const useStyles = makeStyles({
  h3: { ...typographyStyles.subtitle2, margin: `${tokens.spacingVerticalS} 0 0` },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, ...typographyStyles.caption1 },
});

/**
 * QD §2 'Send Document Drop Off' (§3 drop-off payload, §5): entities and/or types, tax year, a due date (required,
 * today or later), a name, an optional email subject and message, prior-year items, and upload items of its own.
 */
export function DropOffForm({ today, audience, onAudience, onBack, onClose, onSent }: SendFormProps) {
  const s = useStyles();
  const defaultYear = useTaxYear();
  const [form, setForm] = useState<Omit<Form, keyof Audience>>(() => ({
    taxYear: defaultYear,
    dueDate: addDays(today, defaultSendDueDays),
    templateName: '',
    emailSubject: '',
    emailBody: '',
    includePriorYearItems: false,
    requestItems: false,
    items: [],
  }));
  const full: Form = { ...form, ...audience };
  const problems = dropOffProblems(full, today);
  const { touch, shown } = useTouched(problems);
  const valid = Object.keys(problems).length === 0;
  const sending = useSendRequest(onSent);
  const set = (change: Partial<typeof form>) => setForm((was) => ({ ...was, ...change }));
  const submit = (isDraft: boolean) => sending.request(dropOffBody(full, isDraft), audience);

  return (
    <>
      <StepBody
        title={l.sendDropOff}
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
        <AudienceFields
          value={audience}
          onChange={(next) => {
            onAudience(next);
            touch('audience');
          }}
          onBlur={() => touch('audience')}
          message={shown('audience')}
        />
        <TaxYearField
          value={form.taxYear}
          onChange={(taxYear) => set({ taxYear })}
          onBlur={() => touch('taxYear')}
          message={shown('taxYear')}
        />
        <DueDateField
          value={form.dueDate}
          onChange={(dueDate) => set({ dueDate })}
          onBlur={() => touch('dueDate')}
          today={today}
          min={today}
          required
          message={shown('dueDate')}
        />
        <Field label={l.templateName} hint={l.templateNameHint}>
          <Input value={form.templateName} maxLength={200} onChange={(_, d) => set({ templateName: d.value })} />
        </Field>
        <Field label={l.emailSubject}>
          <Input value={form.emailSubject} maxLength={200} onChange={(_, d) => set({ emailSubject: d.value })} />
        </Field>
        <Field label={l.emailMessage}>
          <Textarea
            value={form.emailBody}
            rows={4}
            resize="vertical"
            maxLength={5000}
            onChange={(_, d) => set({ emailBody: d.value })}
          />
        </Field>
        <Checkbox
          label={l.includePriorYearItems}
          checked={form.includePriorYearItems}
          onChange={(_, d) => set({ includePriorYearItems: d.checked === true })}
        />
        <Checkbox
          label={l.requestAdditionalItems}
          checked={form.requestItems}
          onChange={(_, d) => {
            const on = d.checked === true;
            set({ requestItems: on, items: on && form.items.length === 0 ? [newDraftQuestion('upload')] : form.items });
          }}
        />
        {form.requestItems && (
          <>
            <h3 className={s.h3}>{l.additionalItems}</h3>
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
              uploadsOnly
              hint={`${l.uploadItemHint} ${l.slashesAdvice}`}
            />
          </>
        )}
      </StepBody>
      <BulkConfirmDialog pending={sending.pending} onConfirm={sending.confirm} onCancel={sending.cancel} />
    </>
  );
}
