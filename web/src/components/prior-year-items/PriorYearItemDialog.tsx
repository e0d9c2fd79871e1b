import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { type PriorYearItem, priorYearItems } from '../../api/prior-year-items';
import { browserZone } from '../../format/dateTime';
import { priorYearLabels as l, priorYearSpec as t } from '../../texts/prior-year-items';
import { toastSuccess } from '../../toast';
import { FormDialog } from '../ui/FormDialog';
import { defaultItemYear, itemNameError, parseItemYear } from './prior-year-rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  year: { maxWidth: '12rem' },
});

/**
 * Add or edit a prior-year item (QD §3 name, year, do_not_rollover; §5 'Please enter a name'). The checks are the
 * server's, shown at the fields once the form was sent; the server's own field errors land there too.
 * 'Prior year item added' / 'Prior year item updated' (QD §8).
 */
export function PriorYearItemDialog({
  companyId,
  item,
  onClose,
  onSaved,
}: {
  companyId: string;
  /** The item to edit; none to add one. */
  item?: PriorYearItem;
  onClose: () => void;
  onSaved: (saved: PriorYearItem) => void;
}) {
  const s = useStyles();
  const [name, setName] = useState(item?.name ?? '');
  const [yearText, setYearText] = useState(String(item?.year ?? defaultItemYear(Date.now(), browserZone)));
  const [doNotRollover, setDoNotRollover] = useState(item?.do_not_rollover ?? false);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const parsedYear = parseItemYear(yearText);
  const nameError = (tried ? itemNameError(name) : undefined) ?? serverErrors.name;
  const yearError = (tried ? parsedYear.error : undefined) ?? serverErrors.year;

  async function save() {
    setTried(true);
    if (busy || itemNameError(name) || parsedYear.year === undefined) return;
    setBusy(true);
    const fields = { name: name.trim(), year: parsedYear.year, do_not_rollover: doNotRollover };
    const res = item
      ? await priorYearItems.update(companyId, item.id, fields)
      : await priorYearItems.add(companyId, fields);
    setBusy(false);
    if (!res) return;
    if (!res.ok) {
      if (res.fields) setServerErrors(res.fields);
      return;
    }
    toastSuccess(item ? t.updated : t.added);
    onSaved(res.data.prior_year_item);
    onClose();
  }

  return (
    <FormDialog
      title={item ? l.editTitle : l.addTitle}
      submitLabel={item ? l.save : l.addSubmit}
      canSubmit={!busy}
      noValidate
      onSubmit={save}
      onClose={onClose}
    >
      <div className={s.body}>
        <Field label={l.name} required validationMessage={nameError}>
          <Input
            value={name}
            maxLength={250}
            autoComplete="off"
            onChange={(_, d) => {
              setName(d.value);
              setServerErrors(({ name: _n, ...rest }) => rest);
            }}
          />
        </Field>
        <Field label={l.year} required hint={l.yearHint} validationMessage={yearError} className={s.year}>
          <Input
            value={yearText}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            onChange={(_, d) => {
              setYearText(d.value);
              setServerErrors(({ year: _y, ...rest }) => rest);
            }}
          />
        </Field>
        <Checkbox
          label={l.doNotRollover}
          checked={doNotRollover}
          onChange={(_, d) => setDoNotRollover(d.checked === true)}
        />
      </div>
    </FormDialog>
  );
}
