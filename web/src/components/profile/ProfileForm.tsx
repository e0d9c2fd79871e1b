import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@ledgerline/shared/time/format';
import { ianaZone } from '@ledgerline/shared/time/zones';
import type { ApiResponse } from '../../api/client';
import { nextPhoneValue, PHONE_MAX } from '../../phone';
import { profileText as t } from '../../texts/profile';
import { toastSuccess } from '../../toast';
import {
  draftOf,
  fieldErrorsOf,
  hasChanges,
  overviewChanged,
  profileBody,
  profileErrors,
  type ProfileBody,
  type ProfileErrors,
  type ProfilePerson,
} from './form';
import { TimeZoneField } from './TimeZoneField';

const useStyles = makeStyles({
  card: {
    maxWidth: '560px',
    marginTop: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    boxSizing: 'border-box',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  note: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, margin: 0 },
  fieldset: { border: 'none', margin: 0, padding: 0 },
  legend: { ...typographyStyles.body1Strong, padding: 0 },
  actions: { display: 'flex' },
});

export interface ProfileSaveResult {
  user: ProfilePerson & { created_at?: string | null };
}

/**
 * Profile Settings' form (FA §2.2, §2.3, §3.1): names, phones formatted (XXX) XXX-XXXX, time zone, the
 * notification preference ('Email' / 'Email & Text') and, for staff, the overview setting. Save is enabled only
 * when something changed, and sends only what changed. Dates on it read in the person's own zone.
 */
export function ProfileForm({
  person,
  createdAt,
  readOnly,
  showOverview,
  saveProfile,
  saveOverview,
  onSaved,
}: {
  person: ProfilePerson;
  createdAt?: string | null;
  readOnly?: boolean;
  showOverview?: boolean;
  saveProfile: (body: ProfileBody) => Promise<ApiResponse<unknown> | undefined>;
  saveOverview?: (value: boolean) => Promise<ApiResponse<unknown> | undefined>;
  onSaved: () => Promise<unknown>;
}) {
  const s = useStyles();
  const saved = draftOf(person);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);
  // A save (here or in another tab) that changes the person resets the form to what was saved.
  const [basis, setBasis] = useState(saved);
  if (JSON.stringify(basis) !== JSON.stringify(saved)) {
    setBasis(saved);
    setDraft(saved);
  }
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  const changed = hasChanges(saved, draft);
  const zone = ianaZone(saved.time_zone);

  const submit = async () => {
    const problems = profileErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const body = profileBody(saved, draft);
      if (Object.keys(body).length > 0) {
        const res = await saveProfile(body);
        if (!res?.ok) {
          setErrors(fieldErrorsOf(res?.fields));
          return;
        }
      }
      if (showOverview && saveOverview && overviewChanged(saved, draft)) {
        const res = await saveOverview(draft.all_activity);
        if (!res?.ok) return;
      }
      await onSaved();
      toastSuccess(t.saved);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={s.card} aria-labelledby="profile-details-heading">
      <form
        className={s.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (changed && !busy && !readOnly) void submit();
        }}
      >
        <h2 id="profile-details-heading" className={s.heading}>
          {t.detailsHeading}
        </h2>
        <p className={s.note} data-testid="profile-zone-now">
          {t.zoneNow(formatDateTime(Date.now(), zone))}
          {createdAt ? ` ${t.memberSince} ${formatDate(createdAt, zone)}.` : ''}
        </p>
        <div className={s.row}>
          <Field label={t.firstName} required validationMessage={errors.fname}>
            <Input
              value={draft.fname}
              maxLength={80}
              disabled={readOnly}
              autoComplete="given-name"
              onChange={(_, d) => set({ fname: d.value })}
            />
          </Field>
          <Field label={t.lastName} required validationMessage={errors.lname}>
            <Input
              value={draft.lname}
              maxLength={80}
              disabled={readOnly}
              autoComplete="family-name"
              onChange={(_, d) => set({ lname: d.value })}
            />
          </Field>
        </div>
        <Field label={t.preferredName}>
          <Input
            value={draft.preferred_name}
            maxLength={80}
            disabled={readOnly}
            autoComplete="nickname"
            onChange={(_, d) => set({ preferred_name: d.value })}
          />
        </Field>
        <div className={s.row}>
          <Field label={t.phone} validationMessage={errors.phone}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(___) ___-____"
              maxLength={PHONE_MAX}
              value={draft.phone}
              disabled={readOnly}
              onChange={(_, d) => set({ phone: nextPhoneValue(draft.phone, d.value) })}
            />
          </Field>
          <Field label={t.workPhone} validationMessage={errors.work_phone}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(___) ___-____"
              maxLength={PHONE_MAX}
              value={draft.work_phone}
              disabled={readOnly}
              onChange={(_, d) => set({ work_phone: nextPhoneValue(draft.work_phone, d.value) })}
            />
          </Field>
          <Field label={t.workPhoneExtension}>
            <Input
              inputMode="numeric"
              maxLength={10}
              value={draft.work_phone_extension}
              disabled={readOnly}
              onChange={(_, d) => set({ work_phone_extension: d.value.replace(/\D/g, '') })}
            />
          </Field>
        </div>
        <TimeZoneField value={draft.time_zone} disabled={readOnly} onChange={(z) => set({ time_zone: z })} />
        <Field label={t.notifications}>
          <RadioGroup
            value={draft.contact}
            disabled={readOnly}
            onChange={(_, d) => set({ contact: d.value as typeof draft.contact })}
          >
            {t.contactOptions.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </RadioGroup>
        </Field>
        {showOverview && (
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t.overviewHeading}</legend>
            <Checkbox
              checked={draft.all_activity}
              disabled={readOnly}
              label={t.overviewSetting}
              onChange={(_, d) => set({ all_activity: d.checked === true })}
            />
            <p className={s.note}>{t.overviewHint}</p>
          </fieldset>
        )}
        {!readOnly && (
          <div className={s.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={!changed || busy}>
              {t.save}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
