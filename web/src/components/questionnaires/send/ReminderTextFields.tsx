import { Button, Field, Input, makeStyles, Textarea, tokens, typographyStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import {
  maxReminderMessage,
  maxReminderSms,
  maxReminderSubject,
  reminderPlaceholders,
  type ReminderTexts,
} from '@ledgerline/shared/questionnaire-reminders';
import { reminderLabels as l } from '../../../texts/send-questionnaire';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  placeholders: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  legend: { ...typographyStyles.body1Strong, padding: 0 },
  set: { margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, ...typographyStyles.caption1 },
});

type TextKey = keyof ReminderTexts;

/** The in-app message's cap (the Reminder payload's); the others come from questionnaire-reminders. */
const maxInApp = 1000;

/**
 * A reminder's four texts (QD §3 Reminder payload) and QD §9's placeholders, each inserted where the cursor was in
 * the field last used (the email message first). Read-only while the texts are not customised.
 */
export function ReminderTextFields({
  texts,
  onChange,
  editable,
}: {
  texts: ReminderTexts;
  onChange: (texts: ReminderTexts) => void;
  editable: boolean;
}) {
  const s = useStyles();
  const fields = useRef<Partial<Record<TextKey, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [last, setLast] = useState<TextKey>('reminder_email_message');

  function insert(token: string) {
    const el = fields.current[last];
    const value = texts[last];
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange({ ...texts, [last]: value.slice(0, start) + token + value.slice(end) });
    // Back to the field, the cursor after what was inserted, once React has written the new value.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const common = (key: TextKey) => ({
    value: texts[key],
    readOnly: !editable,
    onFocus: () => setLast(key),
    onChange: (_: unknown, d: { value: string }) => onChange({ ...texts, [key]: d.value }),
  });

  return (
    <div className={s.box}>
      <fieldset className={s.set}>
        <legend className={s.legend}>{l.placeholders}</legend>
        <p className={s.hint}>{l.placeholdersHint}</p>
        <div className={s.placeholders}>
          {reminderPlaceholders.map((p) => (
            <Button
              key={p.key}
              size="small"
              disabled={!editable}
              title={l.insert(p.label)}
              // Keeps the cursor where it is in the field: the button takes no focus from a pointer.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(p.token)}
            >
              {p.token}
            </Button>
          ))}
        </div>
      </fieldset>
      <Field label={l.emailSubject} required={editable}>
        <Input
          {...common('reminder_email_subject')}
          ref={(el) => {
            fields.current.reminder_email_subject = el;
          }}
          maxLength={maxReminderSubject}
        />
      </Field>
      <Field label={l.emailMessage} required={editable}>
        <Textarea
          {...common('reminder_email_message')}
          ref={(el) => {
            fields.current.reminder_email_message = el;
          }}
          rows={7}
          resize="vertical"
          maxLength={maxReminderMessage}
        />
      </Field>
      <Field label={l.inAppMessage} required={editable}>
        <Textarea
          {...common('reminder_in_app_message')}
          ref={(el) => {
            fields.current.reminder_in_app_message = el;
          }}
          rows={3}
          resize="vertical"
          maxLength={maxInApp}
        />
      </Field>
      <Field label={l.smsMessage} required={editable} hint={`${texts.reminder_sms_message.length}/${maxReminderSms}`}>
        <Textarea
          {...common('reminder_sms_message')}
          ref={(el) => {
            fields.current.reminder_sms_message = el;
          }}
          rows={3}
          resize="vertical"
          maxLength={maxReminderSms}
        />
      </Field>
    </div>
  );
}

/** Every text written (customised texts must each say something). */
export const textsComplete = (texts: ReminderTexts) => Object.values(texts).every((t) => t.trim().length > 0);
