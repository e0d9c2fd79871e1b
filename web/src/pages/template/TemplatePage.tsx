import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { selfSignUpText as t, templateSpecText as spec } from '@ledgerline/shared/self-sign-up';
import { selfSignUp } from '../../api/self-sign-up';
import { AuthLayout } from '../../components/AuthLayout';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { useSession } from '../../hooks/useSession';
import { useSignUpLink } from '../../hooks/useSignUpLink';
import { setMethodText, toastDefaults, ui } from '../../messages';
import { toastError } from '../../toast';
import { isEmail } from '../../validation';
import { landingOf, signInPathFor, signUpExtras } from './template-paths';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  names: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 160px' } },
});

type Step = 'template-start' | 'template-sign-up';

/**
 * FA §2.1 /template/{templateHashId}, the login screen's template states (§2.4): the firm's name heads the page.
 * template-start asks 'Please enter your email'; a known email signs in as usual (the sign-in page continues with
 * it); an unknown one goes to template-sign-up, 'Please enter your first and last name', and the new account's auth
 * token is exchanged for a session by the sign-in page (FA §4.5 step 6). Either way the person lands on
 * /template/{templateHashId}/create-questionnaire-from-template.
 */
export default function TemplatePage() {
  const { templateHashId = '' } = useParams<{ templateHashId: string }>();
  const [params] = useSearchParams();
  const session = useSession();
  // Signed in already: straight to the questionnaire (the page there says if the link is not theirs).
  if (session) return <Navigate to={landingOf(templateHashId, params)} replace />;
  return <TemplateSignUp hash={templateHashId} />;
}

type NameKey = 'fname' | 'lname';

/** A required name field of the sign-up form; typing clears its message. */
function NameField({
  field,
  label,
  autoComplete,
  names,
  errors,
  onChange,
}: {
  field: NameKey;
  label: string;
  autoComplete: string;
  names: Record<NameKey, string>;
  errors: Partial<Record<NameKey, string>>;
  onChange: (field: NameKey, value: string) => void;
}) {
  return (
    <Field label={label} required validationMessage={errors[field]} validationState={errors[field] ? 'error' : 'none'}>
      <Input
        name={field}
        autoComplete={autoComplete}
        value={names[field]}
        onChange={(_, d) => onChange(field, d.value)}
      />
    </Field>
  );
}

function TemplateSignUp({ hash }: { hash: string }) {
  const s = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { firm, template } = useSignUpLink(hash);
  const [step, setStep] = useState<Step>('template-start');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [names, setNames] = useState({ fname: '', lname: '' });
  const [errors, setErrors] = useState<{ email?: string; fname?: string; lname?: string }>({});
  const nameProps = {
    names,
    errors,
    onChange: (field: NameKey, value: string) => {
      setNames((n) => ({ ...n, [field]: value }));
      setErrors((x) => ({ ...x, [field]: undefined }));
    },
  };
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const landing = landingOf(hash, params);

  // A new step moves focus to the heading, so a screen reader hears where it is.
  useEffect(() => {
    if (step === 'template-sign-up') heading.current?.focus();
  }, [step]);

  const signIn = (known: string) => navigate(signInPathFor(known, landing), { state: { continueWithEmail: true } });

  async function run(fn: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  }

  const continueWithEmail = () =>
    run(async () => {
      const e = email.trim();
      if (!e) return setErrors({ email: spec.enterEmail });
      if (!isEmail(e)) return setErrors({ email: setMethodText.invalidEmail });
      const res = await selfSignUp.lookup(e);
      if (!res) return toastError(toastDefaults.error);
      if (res.ok) return signIn(e);
      if (res.status === 404) setStep('template-sign-up');
    });

  const signUp = () =>
    run(async () => {
      const fname = names.fname.trim();
      const lname = names.lname.trim();
      if (!fname || !lname)
        return setErrors({ fname: fname ? undefined : spec.enterName, lname: lname ? undefined : spec.enterName });
      const res = await selfSignUp.signUp({
        email: email.trim(),
        fname,
        lname,
        templateHashId: hash,
        ...signUpExtras(params),
      });
      if (!res) return toastError(toastDefaults.error);
      if (res.status === 409) return signIn(email.trim());
      if (res.fields) return setErrors(res.fields as typeof errors);
      if (!res.ok) return;
      navigate(`/signin?${new URLSearchParams({ auth_token: res.data.auth_token, redirect: landing })}`, {
        replace: true,
      });
    });

  if (firm.error || template.error)
    return (
      <AuthLayout>
        <PageHeading>{ui.appName}</PageHeading>
        <div role="alert" style={{ marginBottom: 16 }}>
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{t.invalidLink}</MessageBarBody>
          </MessageBar>
        </div>
        <RouterLink to="/signin">{ui.backToSignIn}</RouterLink>
      </AuthLayout>
    );
  if (!firm.data) return <Loading />;

  return (
    <AuthLayout>
      <PageHeading ref={heading}>{firm.data.name}</PageHeading>
      {template.data && (
        <Text as="p" block>
          {template.data.name}
        </Text>
      )}
      {step === 'template-start' ? (
        <form
          className={s.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void continueWithEmail();
          }}
        >
          <Text as="p" block>
            {spec.enterEmail}
          </Text>
          <Field
            label={ui.email}
            required
            validationMessage={errors.email}
            validationState={errors.email ? 'error' : 'none'}
          >
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(_, d) => {
                setEmail(d.value);
                setErrors({});
              }}
            />
          </Field>
          <Button type="submit" appearance="primary" disabledFocusable={busy}>
            {t.continue}
          </Button>
        </form>
      ) : (
        <form
          className={s.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void signUp();
          }}
        >
          <Text as="p" block>
            {spec.enterName}
          </Text>
          <Text as="p" block>
            {email.trim()}
          </Text>
          <div className={s.names}>
            <NameField field="fname" label={ui.firstName} autoComplete="given-name" {...nameProps} />
            <NameField field="lname" label={ui.lastName} autoComplete="family-name" {...nameProps} />
          </div>
          <Button type="submit" appearance="primary" disabledFocusable={busy}>
            {t.signUp}
          </Button>
          <Button
            appearance="subtle"
            onClick={() => {
              setErrors({});
              setStep('template-start');
            }}
          >
            {t.useDifferentEmail}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
