import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  tokens,
} from '@fluentui/react-components';
import { usersLabels as l, usersSpecText as t } from '../../texts/users';
import { Row, timeZoneNames } from './CreateUserFields';
import type { EditUserErrors, EditUserForm } from './edit-user-form';
import { PhoneField } from './PhoneField';
import type { Choice } from './UsersFilters';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  inline: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flex: 1, minWidth: 0 },
});

type Set = (patch: Partial<EditUserForm>) => void;

/**
 * The Details tab of Edit user (FA §5.2): names, email (checked; a taken one names its owner; Remove email with its
 * rules), phone (its own Update phone, enabled only when changed), work contact, time zone, contact method, external
 * id, assigned firm user (partner and full users only, FA §5.4) and firm group.
 */
export function EditUserDetails({
  form,
  set,
  errors,
  emailHint,
  removeEmail,
  phone,
  advisors,
  mayAssign,
  advisorChanged,
  groups,
  groupLocked,
}: {
  form: EditUserForm;
  set: Set;
  errors: EditUserErrors;
  emailHint?: string;
  /** Null when the user has no email of their own to remove. */
  removeEmail: { problem: string | null; busy: boolean; onRemove: () => void } | null;
  phone: { changed: boolean; busy: boolean; onUpdate: () => void };
  advisors: Choice[];
  mayAssign: boolean;
  advisorChanged: boolean;
  groups: Choice[] | null;
  groupLocked: boolean;
}) {
  const s = useStyles();
  return (
    <div className={s.fields}>
      <Row>
        <Field label={l.firstName} required validationMessage={errors.fname}>
          <Input value={form.fname} maxLength={80} onChange={(_, d) => set({ fname: d.value })} />
        </Field>
        <Field label={l.lastName} required validationMessage={errors.lname}>
          <Input value={form.lname} maxLength={80} onChange={(_, d) => set({ lname: d.value })} />
        </Field>
      </Row>
      <Row>
        <Field label={l.preferredName}>
          <Input value={form.preferred_name} maxLength={80} onChange={(_, d) => set({ preferred_name: d.value })} />
        </Field>
        <Field label={l.timeZone}>
          <Select value={form.time_zone} onChange={(_, d) => set({ time_zone: d.value })}>
            {!timeZoneNames.includes(form.time_zone) && <option value={form.time_zone}>{form.time_zone}</option>}
            {timeZoneNames.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <div className={s.inline}>
        <Field className={s.grow} label={l.email} validationMessage={errors.email} hint={emailHint}>
          <Input type="email" value={form.email} maxLength={254} onChange={(_, d) => set({ email: d.value })} />
        </Field>
        {removeEmail && (
          <Button
            disabledFocusable={removeEmail.busy || removeEmail.problem !== null}
            title={removeEmail.problem ?? undefined}
            aria-description={removeEmail.problem ?? undefined}
            onClick={removeEmail.onRemove}
          >
            {l.removeEmail}
          </Button>
        )}
      </div>
      <div className={s.inline}>
        <div className={s.grow}>
          <PhoneField label={l.phone} value={form.phone} onChange={(v) => set({ phone: v })} />
        </div>
        <Button disabledFocusable={!phone.changed || phone.busy} onClick={phone.onUpdate}>
          {l.updatePhone}
        </Button>
      </div>
      <Row>
        <Field label={l.workEmail} validationMessage={errors.work_email}>
          <Input
            type="email"
            value={form.work_email}
            maxLength={254}
            onChange={(_, d) => set({ work_email: d.value })}
          />
        </Field>
        <Field label={l.preferredContactMethod}>
          <Select value={form.preferred_contact_method} onChange={(_, d) => set({ preferred_contact_method: d.value })}>
            <option value="email">{l.contactEmail}</option>
            <option value="email_and_sms">{l.contactEmailAndText}</option>
          </Select>
        </Field>
      </Row>
      <Row>
        <PhoneField label={l.workPhone} value={form.work_phone} onChange={(v) => set({ work_phone: v })} />
        <Field label={l.workPhoneExtension}>
          <Input
            value={form.work_phone_extension}
            maxLength={10}
            onChange={(_, d) => set({ work_phone_extension: d.value.replace(/\D/g, '') })}
          />
        </Field>
      </Row>
      <Row>
        <Field label={l.externalUserId}>
          <Input
            value={form.external_user_id}
            maxLength={100}
            onChange={(_, d) => set({ external_user_id: d.value })}
          />
        </Field>
        {groups && (
          <Field label={l.firmGroup}>
            <Select
              value={form.firm_group_id}
              disabled={groupLocked}
              onChange={(_, d) => set({ firm_group_id: d.value })}
            >
              <option value="">{l.noGroup}</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </Row>
      <Field label={l.assignedAdvisor} hint={mayAssign ? undefined : l.assignmentNotAllowed}>
        <Select
          value={form.assigned_advisor_id}
          disabled={!mayAssign}
          onChange={(_, d) => set({ assigned_advisor_id: d.value })}
        >
          {!form.assigned_advisor_id && <option value="">{l.none}</option>}
          {advisors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </Select>
      </Field>
      {advisorChanged && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t.assignmentWarning}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
