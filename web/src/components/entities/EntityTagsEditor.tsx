import { Badge, Button, Checkbox, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { maxTagsPerItem, tagOwnText, tagText } from '@ledgerline/shared/tags';
import type { CompanyDetail } from '../../api/companies';
import { entityTags } from '../../api/entities';
import { useEntityTags, useRevalidateEntityList } from '../../hooks/useEntityList';
import { entitiesText as t } from '../../texts/entities';
import { toastError, toastSuccess } from '../../toast';
import { FormDialog } from '../ui/FormDialog';

const useStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  fieldset: { border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column' },
});

/** An entity's tags on its Dashboard, and a dialog to choose them (at most 8, FA §5.6) from the firm's entity tags. */
export function EntityTagsEditor({ company, onSaved }: { company: CompanyDetail; onSaved: () => void }) {
  const s = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      {company.entity_tags.length === 0 ? (
        <p className={s.muted}>{t.noTags}</p>
      ) : (
        <ul className={s.tags} style={{ listStyleType: 'none', margin: 0, padding: 0 }}>
          {company.entity_tags.map((tag) => (
            <li key={tag.id}>
              <Badge appearance="tint" color="informative">
                {tag.name}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button size="small" onClick={() => setOpen(true)}>
          {t.editTags}
        </Button>
      </div>
      {open && <ChooseTagsDialog company={company} onClose={() => setOpen(false)} onSaved={onSaved} />}
    </>
  );
}

function ChooseTagsDialog({
  company,
  onClose,
  onSaved,
}: {
  company: CompanyDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const s = useStyles();
  const tags = useEntityTags();
  const revalidateList = useRevalidateEntityList();
  const [chosen, setChosen] = useState(() => company.entity_tags.map((tag) => tag.id));
  const [busy, setBusy] = useState(false);
  const over = chosen.length > maxTagsPerItem;
  async function save() {
    setBusy(true);
    const res = await entityTags.setForEntity(company.id, chosen);
    setBusy(false);
    // FA §8.2: a failure says 'Issue saving selected tags...' unless the server refused with its own reason.
    if (!res?.ok) return toastError(res && res.status < 500 ? res.error : tagText.saveFailed);
    toastSuccess(t.tagsUpdated);
    onSaved();
    void revalidateList();
    onClose();
  }
  return (
    <FormDialog title={t.editTags} submitLabel={t.save} canSubmit={!busy && !over} onSubmit={save} onClose={onClose}>
      <fieldset className={s.fieldset}>
        <legend>{t.tags}</legend>
        {!tags.data && tags.isLoading && <Spinner size="tiny" label={t.loading} />}
        {tags.data?.length === 0 && <p className={s.muted}>{t.noTags}</p>}
        {(tags.data ?? []).map((tag) => (
          <Checkbox
            key={tag.id}
            label={tag.name}
            checked={chosen.includes(tag.id)}
            onChange={(_, d) =>
              setChosen((list) => (d.checked === true ? [...list, tag.id] : list.filter((x) => x !== tag.id)))
            }
          />
        ))}
      </fieldset>
      {over && <p className={s.muted}>{tagOwnText.tooManyOnEntity}</p>}
    </FormDialog>
  );
}
