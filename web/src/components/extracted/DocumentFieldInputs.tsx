/**
 * The fields staff set on an extracted document (QD §3, §7): its form type (the listed types, 'Other' for the rest),
 * description, tags (the firm's document tags, when the firm uses them) and mark as other. Used by each row of a
 * split and by a document recognised whole.
 */
import { Checkbox, Dropdown, Field, Input, makeStyles, Option, Select, tokens } from '@fluentui/react-components';
import type { ExtractedDocumentType } from '@ledgerline/shared/extracted-documents';
import { type DocumentFields, documentTypeChoices } from './split-rows';
import { extractedLabels as l } from './texts';

const useStyles = makeStyles({
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'end',
  },
  // Fluent's Dropdown asks for 250px; in a narrow column each control takes the column's width instead.
  control: { width: '100%', minWidth: 0, maxWidth: '100%' },
  field: { minWidth: 0 },
});

export interface TagChoices {
  /** The firm's document tags; undefined while loading. Null: the firm does not use document tags. */
  firmTags: string[] | undefined | null;
}

export function DocumentFieldInputs({
  value,
  onChange,
  tags,
  disabled = false,
}: {
  value: DocumentFields;
  onChange: (next: DocumentFields) => void;
  tags: TagChoices;
  disabled?: boolean;
}) {
  const s = useStyles();
  const set = <K extends keyof DocumentFields>(key: K, v: DocumentFields[K]) => onChange({ ...value, [key]: v });
  // The document's own tags stay offered even when the firm's list no longer has them.
  const tagOptions = tags.firmTags === null ? [] : [...new Set([...(tags.firmTags ?? []), ...value.tags])].sort();
  return (
    <div className={s.fields}>
      <Field className={s.field} label={l.documentType}>
        <Select
          className={s.control}
          disabled={disabled}
          value={value.document_type}
          onChange={(_, d) => set('document_type', d.value as ExtractedDocumentType)}
        >
          {documentTypeChoices.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field className={s.field} label={l.description}>
        <Input
          className={s.control}
          disabled={disabled}
          value={value.description}
          maxLength={2000}
          onChange={(_, d) => set('description', d.value)}
        />
      </Field>
      {tags.firmTags !== null && (
        <Field className={s.field} label={l.tags}>
          <Dropdown
            className={s.control}
            multiselect
            disabled={disabled}
            placeholder={l.chooseTags}
            value={value.tags.join(', ')}
            selectedOptions={value.tags}
            onOptionSelect={(_, d) => set('tags', d.selectedOptions)}
          >
            {tagOptions.map((tag) => (
              <Option key={tag} value={tag}>
                {tag}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Checkbox
        disabled={disabled}
        label={l.markAsOther}
        checked={value.marked_as_others}
        onChange={(_, d) => set('marked_as_others', d.checked === true)}
      />
    </div>
  );
}
