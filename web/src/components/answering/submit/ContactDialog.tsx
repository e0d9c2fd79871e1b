import { Field, Input, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { answering, type AnsweredQuestionnaire } from '../../../api/answering';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { formatPhone, nextPhoneValue, PHONE_MAX, phoneDigits } from '../../../phone';
import { submitLabels as l, submitSpec as t } from '../../../texts/answering-submit';
import { toastSuccess } from '../../../toast';
import { FormDialog } from '../../ui/FormDialog';
import { asContactMethod, type ContactForm, type ContactMethod, contactProblems } from './contact-rules';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  },
  notice: { color: tokens.colorNeutralForeground2 },
});

/**
 * QD §5 Contact confirmation, before submitting a questionnaire that asks for it (update_profile_section): the
 * client checks their email (required, a valid address), phone ((000) 000-0000), how to be contacted (SMS needs a
 * phone; the SMS consent notice shows) and address; Confirm sends them and goes on.
 */
export function ContactDialog({
  questionnaire: q,
  onConfirmed,
  onClose,
}: {
  questionnaire: AnsweredQuestionnaire;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const me = useCurrentUser().data?.user;
  const [form, setForm] = useState<ContactForm>(() => ({
    email: me?.email ?? '',
    phone: formatPhone(me?.phone_number ?? ''),
    method: asContactMethod(me?.preferred_contact_method),
    street: '',
    city: '',
    state: '',
    zip: '',
    country: '',
  }));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = tried ? contactProblems(form) : {};
  const set = (k: keyof ContactForm) => (_: unknown, d: { value: string }) => setForm((f) => ({ ...f, [k]: d.value }));

  async function confirm() {
    setTried(true);
    const found = contactProblems(form);
    if (found.email || found.phone) return;
    setBusy(true);
    const res = await answering.confirmContact({
      questionnaireId: q.id,
      companyId: q.company_id,
      userId: me?.id ?? null,
      email: form.email.trim(),
      preferred_contact_method: form.method,
      phoneNumber: phoneDigits(form.phone) || null,
      street: form.street.trim() || null,
      city: form.city.trim() || null,
      state: form.state.trim() || null,
      zip: form.zip.trim() || null,
      country: form.country.trim() || null,
    });
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(t.contactConfirmed);
    onConfirmed();
  }

  return (
    <FormDialog
      title={t.confirmTitle}
      submitLabel={l.confirm}
      canSubmit={!busy && form.email.trim().length > 0}
      noValidate
      onSubmit={confirm}
      onClose={onClose}
    >
      <div className={s.fields}>
        <Text>{l.contactIntro}</Text>
        <Field
          label={l.email}
          required
          validationMessage={problems.email}
          validationState={problems.email ? 'error' : 'none'}
        >
          <Input type="email" autoComplete="email" value={form.email} maxLength={254} onChange={set('email')} />
        </Field>
        <Field label={l.phone} validationMessage={problems.phone} validationState={problems.phone ? 'error' : 'none'}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={l.phonePlaceholder}
            maxLength={PHONE_MAX}
            value={form.phone}
            onChange={(_, d) => setForm((f) => ({ ...f, phone: nextPhoneValue(f.phone, d.value) }))}
          />
        </Field>
        <Field label={l.preferredContact}>
          <RadioGroup
            value={form.method}
            onChange={(_, d) => setForm((f) => ({ ...f, method: d.value as ContactMethod }))}
          >
            <Radio value="email" label={l.contactMethods.email} />
            <Radio value="sms" label={l.contactMethods.sms} />
            <Radio value="both" label={l.contactMethods.both} />
          </RadioGroup>
        </Field>
        <Text size={200} className={s.notice}>
          {l.smsConsent}
        </Text>
        <Field label={l.street}>
          <Input autoComplete="street-address" value={form.street} maxLength={200} onChange={set('street')} />
        </Field>
        <div className={s.pair}>
          <Field label={l.city}>
            <Input autoComplete="address-level2" value={form.city} maxLength={100} onChange={set('city')} />
          </Field>
          <Field label={l.state}>
            <Input autoComplete="address-level1" value={form.state} maxLength={100} onChange={set('state')} />
          </Field>
          <Field label={l.zip}>
            <Input autoComplete="postal-code" value={form.zip} maxLength={20} onChange={set('zip')} />
          </Field>
          <Field label={l.country}>
            <Input autoComplete="country-name" value={form.country} maxLength={100} onChange={set('country')} />
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
