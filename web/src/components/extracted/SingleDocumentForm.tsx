/**
 * A document recognised whole (not split): its type, description, tags and mark as other, saved with one update call
 * per changed field ('Saved'; a refusal shows the server's words).
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { ExtractedDocument } from '../../api/extracted-documents';
import { toastError, toastSuccess } from '../../toast';
import { applyChanges } from './apply-changes';
import { fieldChanges } from './changes';
import { DocumentFieldInputs, type TagChoices } from './DocumentFieldInputs';
import { fieldsOf } from './split-rows';
import { extractedLabels as l, extractedSpec as t } from './texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'stretch' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function SingleDocumentForm({
  companyId,
  doc,
  tags,
  onSaved,
}: {
  companyId: string;
  doc: ExtractedDocument;
  tags: TagChoices;
  onSaved: () => Promise<unknown>;
}) {
  const s = useStyles();
  const [value, setValue] = useState(() => fieldsOf(doc));
  const [saving, setSaving] = useState(false);
  const changes = fieldChanges(fieldsOf(doc), value);
  const deleted = Boolean(doc.deleted_at);

  async function save() {
    if (saving || changes.length === 0) return;
    setSaving(true);
    const refusal = await applyChanges(companyId, doc.id, changes);
    setSaving(false);
    if (refusal) toastError(refusal);
    else toastSuccess(t.saved);
    await onSaved();
  }

  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <DocumentFieldInputs value={value} tags={tags} disabled={deleted} onChange={setValue} />
      <div className={s.actions}>
        <Button type="submit" appearance="primary" disabled={deleted || saving || changes.length === 0}>
          {l.save}
        </Button>
      </div>
    </form>
  );
}
