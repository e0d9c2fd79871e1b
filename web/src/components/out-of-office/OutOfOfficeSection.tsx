import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Switch,
  Textarea,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import { maxOutOfOfficeMessage } from '@ledgerline/shared/out-of-office';
import { advisors } from '../../api/advisors';
import type { CurrentUser } from '../../api/types';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useRevalidateConversations } from '../../hooks/useConversations';
import { outOfOfficeLabels, outOfOfficeText } from '../../texts/mass-email';
import { toastError, toastSuccess } from '../../toast';
import { browserZone } from '../../format/dateTime';
import { outOfOfficeOf } from './away';
import { formFrom, inputFrom, outOfOfficeFields, statusOf, type OutOfOfficeField, type OutOfOfficeForm } from './form';

const useStyles = makeStyles({
  card: {
    maxWidth: '560px',
    marginTop: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  period: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: { ...typographyStyles.body1Strong, padding: 0 },
  hint: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex' },
});

type Errors = Partial<Record<OutOfOfficeField, string>>;

const statusText = {
  away: outOfOfficeLabels.awayNow,
  scheduled: outOfOfficeLabels.scheduled,
  ended: outOfOfficeLabels.ended,
} as const;

/**
 * Out of office on /admin-profile (MD §2 banner, §3): on or off, the message clients see, and an optional
 * start and end. Saving refreshes current_user and the conversations, whose banners depend on it.
 */
export function OutOfOfficeSection({ me }: { me: CurrentUser }) {
  const s = useStyles();
  const { mutate } = useCurrentUser();
  const revalidateConversations = useRevalidateConversations();
  const saved = outOfOfficeOf(me.user);
  const [form, setForm] = useState<OutOfOfficeForm>(() => formFrom(saved, browserZone));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const status = statusOf(saved, new Date());
  const set = (patch: Partial<OutOfOfficeForm>) => setForm((f) => ({ ...f, ...patch }));

  async function save() {
    if (busy) return;
    const built = inputFrom(form, browserZone);
    if (!built.ok) return setErrors(built.fields);
    setBusy(true);
    const res = await advisors.updateOutOfOffice(me.user.id, built.input);
    setBusy(false);
    if (!res) return;
    if (!res.ok) {
      const shown = Object.fromEntries(
        outOfOfficeFields.filter((f) => res.fields?.[f]).map((f) => [f, res.fields![f]]),
      );
      setErrors(shown);
      // The client toasts errors without fields; one with fields none of these inputs shows is toasted here.
      if (res.fields && Object.keys(shown).length === 0) toastError(res.error);
      return;
    }
    setErrors({});
    toastSuccess(outOfOfficeText.updated);
    await mutate(
      (current) => current && { ...current, user: { ...current.user, out_of_office: res.data.out_of_office } },
      { revalidate: true },
    );
    revalidateConversations();
  }

  return (
    <section className={s.card} aria-labelledby="out-of-office-heading">
      <form
        className={s.form}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <h2 id="out-of-office-heading" className={s.heading}>
          {outOfOfficeLabels.section}
        </h2>
        {status !== 'off' && (
          <MessageBar intent={status === 'away' ? 'warning' : 'info'}>
            <MessageBarBody>{statusText[status]}</MessageBarBody>
          </MessageBar>
        )}
        <Switch label={outOfOfficeLabels.toggle} checked={form.on} onChange={(_, d) => set({ on: d.checked })} />
        <Field
          label={outOfOfficeLabels.message}
          hint={outOfOfficeLabels.messageHint}
          required={form.on}
          validationMessage={errors.out_of_office_message}
        >
          <Textarea
            value={form.message}
            rows={4}
            resize="vertical"
            maxLength={maxOutOfOfficeMessage}
            onChange={(_, d) => set({ message: d.value })}
          />
        </Field>
        <fieldset className={s.period}>
          <legend className={s.legend}>{outOfOfficeLabels.period}</legend>
          <p className={s.hint}>{outOfOfficeLabels.periodHint}</p>
          <div className={s.row}>
            <Field label={outOfOfficeLabels.startDate} validationMessage={errors.out_of_office_start}>
              <Input type="date" value={form.startDate} onChange={(_, d) => set({ startDate: d.value })} />
            </Field>
            <Field label={outOfOfficeLabels.startTime}>
              <Input type="time" value={form.startTime} onChange={(_, d) => set({ startTime: d.value })} />
            </Field>
          </div>
          <div className={s.row}>
            <Field label={outOfOfficeLabels.endDate} validationMessage={errors.out_of_office_end}>
              <Input type="date" value={form.endDate} onChange={(_, d) => set({ endDate: d.value })} />
            </Field>
            <Field label={outOfOfficeLabels.endTime}>
              <Input type="time" value={form.endTime} onChange={(_, d) => set({ endTime: d.value })} />
            </Field>
          </div>
        </fieldset>
        <div className={s.actions}>
          <Button appearance="primary" type="submit" disabledFocusable={busy}>
            {outOfOfficeLabels.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
