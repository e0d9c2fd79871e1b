import {
  Button,
  Checkbox,
  Field,
  FluentProvider,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Switch,
  Textarea,
  type Theme,
  tokens,
  typographyStyles,
  webLightTheme,
} from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { PageHeading } from '../components/PageHeading';
import { RouterLink } from '../components/RouterLink';
import { SkipLink } from '../components/SkipLink';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { ui } from '../messages';
import { designText as t } from '../texts/profile';
import { firmTheme } from '../theme/brand';

const useStyles = makeStyles({
  page: { minHeight: '100%', backgroundColor: tokens.colorNeutralBackground2 },
  header: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}` },
  brand: { ...typographyStyles.subtitle1, color: tokens.colorBrandForeground1, textDecorationLine: 'none' },
  main: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    boxSizing: 'border-box',
  },
  section: {
    padding: tokens.spacingHorizontalXL,
    marginTop: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  swatches: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  swatch: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  chip: {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  swatchText: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  value: {
    ...typographyStyles.caption1,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyMonospace,
  },
  ramp: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  rampName: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, display: 'block' },
  sample: { margin: 0, overflowWrap: 'anywhere' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The theme's colour tokens the portal uses most, by role. */
const colourTokens = [
  'colorBrandBackground',
  'colorBrandBackgroundHover',
  'colorBrandForeground1',
  'colorBrandForegroundLink',
  'colorBrandStroke1',
  'colorNeutralForeground1',
  'colorNeutralForeground2',
  'colorNeutralForeground3',
  'colorNeutralBackground1',
  'colorNeutralBackground2',
  'colorNeutralBackground3',
  'colorNeutralStroke1',
  'colorStatusSuccessForeground1',
  'colorStatusWarningForeground1',
  'colorStatusDangerForeground1',
  'colorPaletteBlueForeground2',
] as const;

const typeRamp = [
  'display',
  'largeTitle',
  'title1',
  'title2',
  'title3',
  'subtitle1',
  'subtitle2',
  'body1Strong',
  'body1',
  'caption1',
  'caption2',
] as const;

/** One part of the guide: a region named by its heading. */
function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const s = useStyles();
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * FA §2.1 /design: a standalone living style guide (no sign-in), loaded on demand: the theme's colours, the type
 * ramp, buttons, fields and message bars, drawn in the current theme (the firm's when signed in).
 */
export default function DesignPage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const theme: Theme = me ? firmTheme(me.firm.theme) : webLightTheme;
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100%' }}>
      <div className={s.page}>
        <SkipLink />
        <header className={s.header}>
          <RouterLink className={s.brand} to="/">
            {ui.appName}
          </RouterLink>
        </header>
        <main id="main" tabIndex={-1} className={s.main}>
          <PageHeading>{t.heading}</PageHeading>
          <p>{t.intro}</p>
          <p>{me ? t.themeFirm(me.firm.name) : t.themeStandard}</p>

          <GuideSection id="design-colours" title={t.colours}>
            <ul className={s.swatches}>
              {colourTokens.map((name) => (
                <li key={name} className={s.swatch}>
                  <span className={s.chip} style={{ backgroundColor: theme[name] }} aria-hidden="true" />
                  <span className={s.swatchText}>
                    <span>{name}</span>
                    <span className={s.value}>{theme[name]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </GuideSection>

          <GuideSection id="design-type" title={t.type}>
            <ul className={s.ramp}>
              {typeRamp.map((name) => (
                <li key={name}>
                  <span className={s.rampName}>{name}</span>
                  <p className={s.sample} style={typographyStyles[name] as CSSProperties}>
                    {t.typeSample}
                  </p>
                </li>
              ))}
            </ul>
          </GuideSection>

          <GuideSection id="design-buttons" title={t.buttons}>
            <div className={s.row}>
              <Button appearance="primary">{t.primary}</Button>
              <Button>{t.secondary}</Button>
              <Button appearance="outline">{t.outline}</Button>
              <Button appearance="subtle">{t.subtle}</Button>
              <Button appearance="transparent">{t.transparent}</Button>
              <Button disabled>{t.disabled}</Button>
            </div>
          </GuideSection>

          <GuideSection id="design-fields" title={t.fields}>
            <div className={s.fields}>
              <Field label={t.textField} hint={t.textFieldHint}>
                <Input />
              </Field>
              <Field label={t.errorField} validationMessage={t.errorMessage} required>
                <Input />
              </Field>
              <Field label={t.selectField}>
                <Select>
                  {t.selectOptions.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </Select>
              </Field>
              <Field label={t.textArea}>
                <Textarea />
              </Field>
              <Checkbox label={t.checkbox} />
              <Switch label={t.switchLabel} />
              <Field label={t.radios}>
                <RadioGroup defaultValue={t.radioOptions[0]}>
                  {t.radioOptions.map((o) => (
                    <Radio key={o} value={o} label={o} />
                  ))}
                </RadioGroup>
              </Field>
            </div>
          </GuideSection>

          <GuideSection id="design-bars" title={t.messageBars}>
            <MessageBar intent="info">
              <MessageBarBody>{t.info}</MessageBarBody>
            </MessageBar>
            <MessageBar intent="success">
              <MessageBarBody>{t.success}</MessageBarBody>
            </MessageBar>
            <MessageBar intent="warning">
              <MessageBarBody>{t.warning}</MessageBarBody>
            </MessageBar>
            <MessageBar intent="error">
              <MessageBarBody>{t.error}</MessageBarBody>
            </MessageBar>
          </GuideSection>
        </main>
      </div>
    </FluentProvider>
  );
}
