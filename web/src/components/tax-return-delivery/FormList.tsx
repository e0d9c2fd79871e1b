import { makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ESignForm } from '../../api/tax-return-delivery';
import { CardSurface } from '../ui/CardSurface';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { formatPages } from './classification';
import { formName } from './format';
import { SignatureState } from './SignatureState';

type FormSignature = ESignForm['signatures'][number];

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  signatures: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  signature: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
});

/**
 * The e-sign forms of a delivered return, each with its pages and every signature's state. `action` adds a control
 * beside a signature (the client's Sign button); without it the list is read-only.
 */
export function FormList({
  forms,
  action,
}: {
  forms: readonly ESignForm[];
  action?: (form: ESignForm, signature: FormSignature) => ReactNode;
}) {
  const s = useStyles();
  return (
    <ul className={s.list}>
      {forms.map((f) => (
        <li key={f.id}>
          <CardSurface role="group" aria-label={formName(f)}>
            <h3 className={s.h3}>{formName(f)}</h3>
            <Text size={200}>
              {f.pages.length === 1 ? t.onPage(f.pages[0]!) : t.onPages(formatPages(f.pages))}
              {f.wetSignaturesRequired && ` · ${t.wetRequired}`}
            </Text>
            <ul className={s.signatures}>
              {f.signatures.map((sig) => (
                <li key={sig.id} className={s.signature}>
                  <div className={s.who}>
                    <Text weight="semibold">
                      {sig.name}
                      {sig.title && ` (${sig.title})`}
                    </Text>
                    <SignatureState signature={sig} />
                  </div>
                  {action?.(f, sig)}
                </li>
              ))}
            </ul>
          </CardSurface>
        </li>
      ))}
    </ul>
  );
}
