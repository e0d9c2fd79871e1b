import { Field, FluentProvider, Input, makeStyles, tokens } from '@fluentui/react-components';
import { firmTheme } from '../../theme/brand';
import { firmSettingsText as t } from '../../texts/firmSettings';
import { colourNames, validColour, type ColourName } from './settings-draft';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  colour: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  picker: {
    width: '40px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  hex: { width: '9em' },
  preview: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderTop: `4px solid ${tokens.colorBrandStroke1}`,
  },
  button: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
  switch: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  track: {
    display: 'inline-block',
    width: '40px',
    height: '20px',
    borderRadius: '10px',
    backgroundColor: tokens.colorCompoundBrandBackground,
  },
});

const labels: Record<ColourName, string> = { primary: t.primary, secondary: t.secondary, accent: t.accent };

/**
 * FA §3.4 theme: the primary, secondary and accent colours, each with a colour picker and its #RRGGBB, and a
 * preview drawn with the theme as the screens would use it (static shapes: nothing in it can be used).
 */
export function ThemeFields({
  theme,
  bad,
  onChange,
}: {
  theme: Record<ColourName, string>;
  bad: Partial<Record<ColourName, true>>;
  onChange: (name: ColourName, value: string) => void;
}) {
  const s = useStyles();
  const preview = firmTheme({
    primary: validColour(theme.primary),
    secondary: validColour(theme.secondary),
    accent: validColour(theme.accent),
  });
  return (
    <>
      <div className={s.row}>
        {colourNames.map((c) => (
          <Field key={c} label={labels[c]} hint={t.colourHint} validationMessage={bad[c] ? t.colourInvalid : undefined}>
            <div className={s.colour}>
              <input
                type="color"
                className={s.picker}
                aria-label={`${labels[c]} picker`}
                value={validColour(theme[c]) ?? '#000000'}
                onChange={(e) => onChange(c, e.target.value.toUpperCase())}
              />
              <Input
                className={s.hex}
                value={theme[c]}
                placeholder="#RRGGBB"
                onChange={(_, d) => onChange(c, d.value)}
              />
            </div>
          </Field>
        ))}
      </div>
      <FluentProvider theme={preview}>
        <div className={s.preview} role="img" aria-label={t.preview}>
          <span className={s.button}>{t.previewButton}</span>
          <span className={s.link}>{t.previewLink}</span>
          <span className={s.switch}>
            <span className={s.track} />
            {t.previewSwitch}
          </span>
        </div>
      </FluentProvider>
    </>
  );
}
