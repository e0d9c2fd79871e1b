import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  Select,
  Switch,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import { addDays, sendingText } from '@ledgerline/shared/questionnaire-sending';
import { sectionTypes } from '@ledgerline/shared/schemas/questionnaire-content';
import { defaultDaysUntilDue, defaultSendDueDays, defaultSendFrequency } from '@ledgerline/shared/send-schedule';
import type { TemplateSummary } from '../../../api/questionnaires-staff';
import { useTemplates } from '../../../hooks/useCollect';
import { useTaxYear } from '../../../hooks/useTaxYear';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { AudienceFields } from './AudienceFields';
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { CheckboxGroup } from './CheckboxGroup';
import { DepositFields } from './DepositFields';
import { DueDateField } from './DueDateField';
import { QuestionsEditor } from './QuestionsEditor';
import { ScheduleFields } from './ScheduleFields';
import { type Audience, type TemplateSendForm as Form, templateSendBody, templateSendProblems } from './send-rules';
import { StepBody } from './StepBody';
import { TaxYearField } from './TaxYearField';
import { useSendRequest } from './useSendRequest';
import { useTouched, validation } from './useTouched';
import type { SendFormProps } from './SendFormProps';

const useStyles = makeStyles({
  h3: { ...typographyStyles.subtitle2, margin: `${tokens.spacingVerticalS} 0 0` },
  note: { margin: 0, color: tokens.colorNeutralForeground2, ...typographyStyles.caption1 },
});

type FormFields = Omit<Form, keyof Audience | 'allSections'>;

/** Sections a question may be added to: not the engagement letter nor Review and Submit. */
const takesQuestions = (type: number) =>
  type !== sectionTypes.reviewAndSubmit && type !== sectionTypes.agreementSignature;

/**
 * QD §2 'Send Questionnaire' with a template (§3 template-send payload, §5, §9): template and its sections, tax year,
 * entities and/or types, a due date (default 14 days) or a schedule, the options, a deposit and extra questions;
 * Send or Save as draft (not when scheduled), each enabled only when QD §5's rules hold.
 */
export function TemplateSendForm({ today, audience, onAudience, onBack, onClose, onSent }: SendFormProps) {
  const s = useStyles();
  const templates = useTemplates();
  const defaultYear = useTaxYear();
  const [form, setForm] = useState<FormFields>(() => ({
    templateId: '',
    sections: [],
    taxYear: defaultYear,
    dueDate: addDays(today, defaultSendDueDays),
    scheduled: false,
    frequency: defaultSendFrequency,
    firstScheduledDate: addDays(today, 1),
    daysUntilDue: String(defaultDaysUntilDue),
    includePriorYearItems: false,
    showUploadsAsChecklist: false,
    allOwnersMustSign: false,
    updateProfileSection: false,
    documentPopOutChecklist: false,
    depositRequired: false,
    depositAmount: '',
    questions: [],
  }));
  const list: TemplateSummary[] = templates.data?.templates ?? [];
  const template = list.find((t) => t.id === form.templateId) ?? null;
  const full: Form = {
    ...form,
    ...audience,
    allSections: template?.sections.map((x) => x.id) ?? [],
  };
  const problems = templateSendProblems(full, today);
  const { touch, shown } = useTouched(problems);
  const valid = Object.keys(problems).length === 0;
  const sending = useSendRequest(onSent);
  const set = (change: Partial<FormFields>) => setForm((was) => ({ ...was, ...change }));

  const submit = (isDraft: boolean) => sending.request(templateSendBody(full, isDraft), audience);

  return (
    <>
      <StepBody
        title={l.sendQuestionnaire}
        actions={
          <>
            <Button onClick={onBack}>{l.back}</Button>
            <Button onClick={onClose}>{l.cancel}</Button>
            <Button disabled={!valid || form.scheduled} disabledFocusable={sending.busy} onClick={() => submit(true)}>
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
        <Field label={l.template} required {...validation(shown('template'))}>
          <Select
            value={form.templateId}
            onChange={(_, d) => {
              const next = list.find((t) => t.id === d.value);
              // A new template: all of its sections, and questions no longer pointing at the old one's sections.
              set({
                templateId: d.value,
                sections: next?.sections.map((x) => x.id) ?? [],
                questions: form.questions.map((q) => ({ ...q, section_id: '' })),
              });
              touch('template');
            }}
            onBlur={() => touch('template')}
          >
            <option value="">{templates.isLoading ? l.loadingTemplates : l.chooseTemplate}</option>
            {list.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        {template && template.sections.length > 0 && (
          <CheckboxGroup legend={l.sections} hint={l.sectionsHint} message={shown('sections')}>
            {template.sections.map((section) => (
              <Checkbox
                key={section.id}
                label={section.name}
                checked={form.sections.includes(section.id)}
                onChange={(_, d) => {
                  set({
                    sections: d.checked
                      ? template.sections
                          .map((x) => x.id)
                          .filter((id) => id === section.id || form.sections.includes(id))
                      : form.sections.filter((id) => id !== section.id),
                  });
                  touch('sections');
                }}
              />
            ))}
          </CheckboxGroup>
        )}
        <TaxYearField
          value={form.taxYear}
          onChange={(taxYear) => set({ taxYear })}
          onBlur={() => touch('taxYear')}
          message={shown('taxYear')}
        />
        <AudienceFields
          value={audience}
          onChange={(next) => {
            onAudience(next);
            touch('audience');
          }}
          onBlur={() => touch('audience')}
          message={shown('audience')}
        />
        <Switch label={l.schedule} checked={form.scheduled} onChange={(_, d) => set({ scheduled: d.checked })} />
        {form.scheduled ? (
          <>
            <p className={s.note}>
              {l.scheduleHint} {sendingText.draftsNotScheduled}.
            </p>
            <ScheduleFields value={form} onChange={set} onTouch={touch} shown={shown} today={today} />
          </>
        ) : (
          <DueDateField
            value={form.dueDate}
            onChange={(dueDate) => set({ dueDate })}
            onBlur={() => touch('dueDate')}
            today={today}
            min={today}
            hint={l.dueDateHint}
            message={shown('dueDate')}
          />
        )}
        <CheckboxGroup legend={l.options}>
          <Checkbox
            label={l.includePriorYearItems}
            checked={form.includePriorYearItems}
            onChange={(_, d) => set({ includePriorYearItems: d.checked === true })}
          />
          <Checkbox
            label={l.showUploadsAsChecklist}
            checked={form.showUploadsAsChecklist}
            onChange={(_, d) => set({ showUploadsAsChecklist: d.checked === true })}
          />
          <Checkbox
            label={l.allOwnersMustSign}
            checked={form.allOwnersMustSign}
            onChange={(_, d) => set({ allOwnersMustSign: d.checked === true })}
          />
          <Checkbox
            label={l.updateProfileSection}
            checked={form.updateProfileSection}
            onChange={(_, d) => set({ updateProfileSection: d.checked === true })}
          />
          <Checkbox
            label={l.documentPopOutChecklist}
            checked={form.documentPopOutChecklist}
            onChange={(_, d) => set({ documentPopOutChecklist: d.checked === true })}
          />
        </CheckboxGroup>
        <DepositFields
          required={form.depositRequired}
          amount={form.depositAmount}
          onChange={set}
          onTouch={() => touch('depositAmount')}
          message={shown('depositAmount')}
        />
        <h3 className={s.h3}>{l.extraQuestions}</h3>
        <QuestionsEditor
          questions={form.questions}
          onChange={(questions) => set({ questions })}
          onTouch={touch}
          shown={shown}
          noun="question"
          hint={l.extraQuestionsHint}
          sections={template?.sections.filter((x) => takesQuestions(x.section_type))}
        />
      </StepBody>
      <BulkConfirmDialog pending={sending.pending} onConfirm={sending.confirm} onCancel={sending.cancel} />
    </>
  );
}
