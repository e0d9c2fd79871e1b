import { Checkbox, Dropdown, Field, makeStyles, Option, SearchBox, Select, tokens } from '@fluentui/react-components';
import { usersLabels as l } from '../../texts/users';

/** FA §3.3 user list filter: what the Users page asks GET /v2/users for, besides the page and the order. */
export interface UserFilters {
  search: string;
  advisorId: string;
  groupId: string;
  tagIds: string[];
  hideInactive: boolean;
  hideActive: boolean;
  onlyDeleted: boolean;
}

export const noFilters: UserFilters = {
  search: '',
  advisorId: '',
  groupId: '',
  tagIds: [],
  hideInactive: false,
  hideActive: false,
  onlyDeleted: false,
};

export interface Choice {
  id: string;
  name: string;
}

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { minWidth: '240px', '@media (max-width: 640px)': { minWidth: '0', width: '100%' } },
  select: { minWidth: '180px', '@media (max-width: 640px)': { width: '100%' } },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * FA §2.5 filters of the Users page: search, assigned firm user, firm group (when the firm uses groups; fixed to
 * their own for group-limited staff), contact tags, hide inactive, hide active, show only deleted.
 */
export function UsersFilters({
  value,
  onChange,
  advisors,
  groups,
  groupLocked,
  tags,
}: {
  value: UserFilters;
  onChange: (patch: Partial<UserFilters>) => void;
  advisors: Choice[];
  /** Null: the firm does not use groups. */
  groups: Choice[] | null;
  /** FA §6: a group-limited user's group selector shows their group and is disabled. */
  groupLocked: boolean;
  /** Null: the firm's tags are not available. */
  tags: Choice[] | null;
}) {
  const s = useStyles();
  const tagNames = new Map((tags ?? []).map((t) => [t.id, t.name]));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of filter fields, not a form that submits
    <div className={s.filters} role="group" aria-label={l.filters}>
      <SearchBox
        className={s.search}
        aria-label={l.search}
        placeholder={l.search}
        maxLength={200}
        value={value.search}
        onChange={(_, d) => onChange({ search: d.value })}
      />
      <Field label={l.assignedAdvisor} className={s.select}>
        <Select value={value.advisorId} onChange={(_, d) => onChange({ advisorId: d.value })}>
          <option value="">{l.anyAdvisor}</option>
          {advisors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </Select>
      </Field>
      {groups && (
        <Field label={l.firmGroup} className={s.select}>
          <Select value={value.groupId} disabled={groupLocked} onChange={(_, d) => onChange({ groupId: d.value })}>
            {!groupLocked && <option value="">{l.anyGroup}</option>}
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {tags && (
        <Field label={l.contactTags} className={s.select}>
          <Dropdown
            // Inline: a portalled listbox leaves its mount node over the page after it closes.
            inlinePopup
            multiselect
            placeholder={l.anyTag}
            selectedOptions={value.tagIds}
            value={value.tagIds.map((id) => tagNames.get(id) ?? id).join(', ')}
            onOptionSelect={(_, d) => onChange({ tagIds: d.selectedOptions })}
          >
            {tags.map((t) => (
              <Option key={t.id} value={t.id}>
                {t.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <div className={s.flags}>
        <Checkbox
          label={l.hideInactive}
          checked={value.hideInactive}
          onChange={(_, d) => onChange({ hideInactive: d.checked === true })}
        />
        <Checkbox
          label={l.hideActive}
          checked={value.hideActive}
          onChange={(_, d) => onChange({ hideActive: d.checked === true })}
        />
        <Checkbox
          label={l.showOnlyDeleted}
          checked={value.onlyDeleted}
          onChange={(_, d) => onChange({ onlyDeleted: d.checked === true })}
        />
      </div>
    </div>
  );
}
