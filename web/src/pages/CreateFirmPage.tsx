import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { auth } from '../api/auth';
import { AuthLayout } from '../components/AuthLayout';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { setMethodText, signInText, toastDefaults, ui } from '../messages';
import { toastError } from '../toast';
import { isEmail } from '../validation';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

type FieldName = 'firm_name' | 'fname' | 'lname' | 'email';
const labels: Record<FieldName, string> = {
  firm_name: ui.firmName,
  fname: ui.firstName,
  lname: ui.lastName,
  email: ui.email,
};
const autoComplete: Record<FieldName, string> = {
  firm_name: 'organization',
  fname: 'given-name',
  lname: 'family-name',
  email: 'email',
};

function validate(v: Record<FieldName, string>): Partial<Record<FieldName, string>> {
  const e: Partial<Record<FieldName, string>> = {};
  if (!v.firm_name.trim()) e.firm_name = ui.firmNameRequired;
  if (!v.fname.trim()) e.fname = ui.firstNameRequired;
  if (!v.lname.trim()) e.lname = ui.lastNameRequired;
  if (!v.email.trim()) e.email = signInText.emailMissing;
  else if (!isEmail(v.email)) e.email = setMethodText.invalidEmail;
  return e;
}

/** FA §2.1: /create-firm. The partner is emailed a link to set their sign-in method. */
export default function CreateFirmPage() {
  const s = useStyles();
  const [values, setValues] = useState<Record<FieldName, string>>({ firm_name: '', fname: '', lname: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await auth.createFirm({
        firm_name: values.firm_name.trim(),
        fname: values.fname.trim(),
        lname: values.lname.trim(),
        email: values.email.trim(),
      });
      if (!res) return toastError(toastDefaults.error);
      if (res.fields) setErrors(res.fields as Partial<Record<FieldName, string>>);
      if (res.ok) setDone(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <PageHeading>{ui.createFirmTitle}</PageHeading>
      {done ? (
        <>
          <div role="status">
            <MessageBar intent="success" layout="multiline" style={{ marginBottom: 16 }}>
              <MessageBarBody>{ui.createFirmSent}</MessageBarBody>
            </MessageBar>
          </div>
          <RouterLink to="/signin">{ui.backToSignIn}</RouterLink>
        </>
      ) : (
        <form
          className={s.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void submit();
          }}
        >
          {(Object.keys(labels) as FieldName[]).map((name) => (
            <Field
              key={name}
              label={labels[name]}
              validationMessage={errors[name]}
              validationState={errors[name] ? 'error' : 'none'}
            >
              <Input
                name={name}
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete[name]}
                value={values[name]}
                onChange={(_, d) => {
                  setValues((v) => ({ ...v, [name]: d.value }));
                  setErrors((e) => ({ ...e, [name]: undefined }));
                }}
              />
            </Field>
          ))}
          <Button type="submit" appearance="primary" disabledFocusable={busy}>
            {ui.createFirm}
          </Button>
          <RouterLink to="/signin">{ui.backToSignIn}</RouterLink>
        </form>
      )}
    </AuthLayout>
  );
}
