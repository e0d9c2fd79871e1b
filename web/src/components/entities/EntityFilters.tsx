import { Button, Checkbox, Dropdown, Field, makeStyles, Option, Select, tokens } from '@fluentui/react-components';
import { entitiesText as t } from '../../texts/entities';

/** FA §2.5 filters of the Entities page ('' = no filter). */
export interface EntityFilterState {
  assigned_advisor_id: string;
  firm_role_id: string;
  firm_role_user_id: string;
  entity_type: string;
  tags: string[];
  hide_inactives: boolean;
  hide_actives: boolean;
  show_only_deleted: boolean;
}

export const noEntityFilters: EntityFilterState = {
  assigned_advisor_id: '',
  firm_role_id: '',
  firm_role_user_id: '',
  entity_type: '',
  tags: [],
  hide_inactives: false,
  hide_actives: false,
  show_only_deleted: false,
};

export const isFiltering = (f: EntityFilterState) => JSON.stringify(f) !== JSON.stringify(noEntityFilters);

export interface Choice {
  id: string;
  name: string;
}

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, gridColumn: '1 / -1' },
  dropdown: { minWidth: 0 },
});

/**
 * The Entities page's filters (FA §2.5): assigned firm user, firm role and firm role user (only while the firm
 * has roles), entity type, entity tags, hide inactive, hide active, show only deleted.
 */
export function EntityFilters({
  value,
  onChange,
  advisors,
  firmRoles,
  firmRoleUsers,
  entityTypes,
  tags,
}: {
  value: EntityFilterState;
  onChange: (next: EntityFilterState) => void;
  advisors: Choice[];
  firmRoles: Choice[];
  firmRoleUsers: Choice[];
  entityTypes: string[];
  tags: Choice[];
}) {
  const s = useStyles();
  const set = <K extends keyof EntityFilterState>(key: K, v: EntityFilterState[K]) => onChange({ ...value, [key]: v });
  const select = (
    key: 'assigned_advisor_id' | 'firm_role_id' | 'firm_role_user_id',
    label: string,
    items: Choice[],
  ) => (
    <Field label={label}>
      <Select value={value[key]} onChange={(_, d) => set(key, d.value)}>
        <option value="">{t.anyone}</option>
        {items.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  const tagNames = tags.filter((tag) => value.tags.includes(tag.id)).map((tag) => tag.name);
  return (
    <fieldset className={s.filters} style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend className="sr-only">{t.filters}</legend>
      {select('assigned_advisor_id', t.assignedAdvisor, advisors)}
      {firmRoles.length > 0 && select('firm_role_id', t.firmRole, firmRoles)}
      {firmRoles.length > 0 && select('firm_role_user_id', t.firmRoleUser, firmRoleUsers)}
      <Field label={t.entityType}>
        <Select value={value.entity_type} onChange={(_, d) => set('entity_type', d.value)}>
          <option value="">{t.any}</option>
          {entityTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.entityTagsFilter}>
        <Dropdown
          className={s.dropdown}
          multiselect
          placeholder={t.any}
          value={tagNames.join(', ')}
          selectedOptions={value.tags}
          onOptionSelect={(_, d) => set('tags', d.selectedOptions)}
        >
          {tags.map((tag) => (
            <Option key={tag.id} value={tag.id}>
              {tag.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div className={s.flags}>
        <Checkbox
          label={t.hideInactive}
          checked={value.hide_inactives}
          onChange={(_, d) => set('hide_inactives', d.checked === true)}
        />
        <Checkbox
          label={t.hideActive}
          checked={value.hide_actives}
          onChange={(_, d) => set('hide_actives', d.checked === true)}
        />
        <Checkbox
          label={t.showOnlyDeleted}
          checked={value.show_only_deleted}
          onChange={(_, d) => set('show_only_deleted', d.checked === true)}
        />
        {isFiltering(value) && (
          <Button appearance="subtle" onClick={() => onChange(noEntityFilters)}>
            {t.resetFilters}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
