import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Select,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { FormDefinitionsList, TaxReturnDetail } from '../../api/tax-return-delivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { CardSurface } from '../ui/CardSurface';
import { type FormDraft, type FormErrors, roleTitle, signaturesFor, signerName } from './classification';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingVerticalM,
    alignItems: 'start',
    // A select is as wide as its longest option: without this, a long form name widens the card past its edge.
    '& > *': { minWidth: 0 },
  },
  wide: { gridColumn: '1 / -1' },
  fieldset: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  legend: { ...typographyStyles.body1Strong, padding: `0 ${tokens.spacingHorizontalXS}` },
});

/**
 * One e-sign form of the classification: which form (GET get_form_definitions), the pages it is on, a custom name,
 * whether wet signatures are required, and one signature per signer role with the owner who signs and a title.
 * `errors` shows only what `showErrors` lets through (a field typed in, or after a save was tried).
 */
export function ESignFormEditor({
  draft,
  index,
  definitions,
  signers,
  errors,
  autoFocus,
  onChange,
  onRemove,
}: {
  draft: FormDraft;
  index: number;
  definitions: FormDefinitionsList;
  signers: TaxReturnDetail['signers'];
  errors: FormErrors;
  autoFocus: boolean;
  onChange: (next: FormDraft) => void;
  onRemove: () => void;
}) {
  const s = useStyles();
  const titleId = useId();
  const label = t.formLabel(index + 1);
  const set = (patch: Partial<FormDraft>) => onChange({ ...draft, ...patch });
  return (
    <CardSurface role="group" aria-labelledby={titleId}>
      <div className={s.head}>
        <h3 id={titleId} className={s.h3}>
          {label}
        </h3>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          onClick={onRemove}
          aria-label={`${t.removeForm} ${index + 1}`}
        >
          {t.removeForm}
        </Button>
      </div>
      <div className={s.grid}>
        <Field
          className={s.wide}
          label={t.form}
          required
          validationMessage={errors.form_id}
          validationState={errors.form_id ? 'error' : 'none'}
        >
          <Select
            value={draft.form_id}
            autoFocus={autoFocus}
            onChange={(_, d) => {
              const def = definitions.find((f) => f.form_id === d.value);
              // Another form asks other signers: its signatures start again from its roles.
              set({ form_id: d.value, signatures: signaturesFor(def, signers) });
            }}
          >
            <option value="">{t.chooseForm}</option>
            {definitions.map((f) => (
              <option key={f.form_id} value={f.form_id}>
                {`${f.form_id} — ${f.form_name}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t.formPages}
          required
          hint={t.formPagesHint}
          validationMessage={errors.pages}
          validationState={errors.pages ? 'error' : 'none'}
        >
          <Input value={draft.pages} inputMode="numeric" onChange={(_, d) => set({ pages: d.value })} />
        </Field>
        <Field label={t.customFormName}>
          <Input
            value={draft.custom_form_name}
            maxLength={200}
            onChange={(_, d) => set({ custom_form_name: d.value })}
          />
        </Field>
        <Checkbox
          className={s.wide}
          label={t.wetSignatures}
          checked={draft.wetSignaturesRequired}
          onChange={(_, d) => set({ wetSignaturesRequired: d.checked === true })}
        />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t.signatures}</legend>
        {draft.signatures.map((sig, i) => {
          const role = roleTitle(sig.role);
          const setSig = (patch: Partial<typeof sig>) =>
            set({ signatures: draft.signatures.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <div key={sig.key} className={s.grid}>
              <Field label={`${t.signer} (${role})`}>
                <Select value={sig.signer_id} onChange={(_, d) => setSig({ signer_id: d.value })}>
                  <option value="">{t.noSigner}</option>
                  {signers.map((o) => (
                    <option key={o.id} value={o.id}>
                      {signerName(o)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={`${t.signerTitle} (${role})`}>
                <Input
                  value={sig.title}
                  maxLength={200}
                  disabled={!sig.signer_id}
                  onChange={(_, d) => setSig({ title: d.value })}
                />
              </Field>
            </div>
          );
        })}
      </fieldset>
    </CardSurface>
  );
}
