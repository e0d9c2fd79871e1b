import { Button, Dropdown, Field, makeStyles, Option, Select, Switch, tokens } from '@fluentui/react-components';
import { questionnaireTypeLabels, questionnaireTypes } from '@ledgerline/shared/questionnaire-sending';
import { taxYearOptions } from '@ledgerline/shared/time/tax-year';
import { browserZone } from '../../../format/dateTime';
import { collectText as t } from '../../../texts/collect';
import {
  collectStatusLabels,
  collectStatuses,
  excludeCompletedApplies,
  includeLockedApplies,
  type CollectFilterState,
} from './collect-query';

export interface Choice {
  id: string;
  name: string;
}

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    border: 'none',
    padding: 0,
    margin: 0,
    minWidth: 0,
  },
  flags: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    gridColumn: '1 / -1',
  },
  dropdown: { minWidth: 0 },
});

/**
 * Collect's filters (QD §7 GET /v2/questionnaires): the tax year (2018 to the default year, FA §9), status with
 * 'Include locked' and 'Exclude completed', questionnaire type, entity type, firm group (when the firm has
 * groups), assigned firm user, entity tags (any of them), custom status (when the firm has some), 'Show only
 * deleted', and 'Reset filters'.
 */
export function CollectFilters({
  year,
  onYear,
  value,
  onChange,
  onReset,
  canReset,
  entityTypes,
  firmGroups,
  firmUsers,
  tags,
  customStatuses,
}: {
  year: number;
  onYear: (year: number) => void;
  value: CollectFilterState;
  onChange: (next: CollectFilterState) => void;
  onReset: () => void;
  canReset: boolean;
  entityTypes: string[];
  /** null: the firm does not use groups. */
  firmGroups: Choice[] | null;
  firmUsers: Choice[];
  tags: Choice[];
  customStatuses: Choice[];
}) {
  const s = useStyles();
  const set = <K extends keyof CollectFilterState>(key: K, v: CollectFilterState[K]) =>
    onChange({ ...value, [key]: v });
  const choices = (
    key: 'firm_group_id' | 'assigned_advisor_id' | 'firm_custom_status_id',
    label: string,
    items: Choice[],
    anyText: string,
  ) => (
    <Field label={label}>
      <Select value={value[key]} onChange={(_, d) => set(key, d.value)}>
        <option value="">{anyText}</option>
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
    <fieldset className={s.filters}>
      <legend className="sr-only">{t.filters}</legend>
      <Field label={t.taxYear}>
        <Select value={String(year)} onChange={(_, d) => onYear(Number(d.value))}>
          {taxYearOptions(Date.now(), browserZone).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.status}>
        <Select value={value.status} onChange={(_, d) => set('status', d.value as CollectFilterState['status'])}>
          <option value="">{t.any}</option>
          {collectStatuses.map((status) => (
            <option key={status} value={status}>
              {collectStatusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.questionnaireType}>
        <Select
          value={value.questionnaire_type}
          onChange={(_, d) => set('questionnaire_type', d.value as CollectFilterState['questionnaire_type'])}
        >
          <option value="">{t.any}</option>
          {questionnaireTypes.map((type) => (
            <option key={type} value={type}>
              {questionnaireTypeLabels[type]}
            </option>
          ))}
        </Select>
      </Field>
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
      {firmGroups && choices('firm_group_id', t.firmGroup, firmGroups, t.any)}
      {choices('assigned_advisor_id', t.assignedFirmUser, firmUsers, t.anyone)}
      <Field label={t.entityTags}>
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
      {customStatuses.length > 0 && choices('firm_custom_status_id', t.customStatus, customStatuses, t.any)}
      <div className={s.flags}>
        <Switch
          label={t.includeLocked}
          checked={value.include_locked}
          disabled={!includeLockedApplies(value)}
          onChange={(_, d) => set('include_locked', d.checked)}
        />
        <Switch
          label={t.excludeCompleted}
          checked={value.exclude_completed}
          disabled={!excludeCompletedApplies(value)}
          onChange={(_, d) => set('exclude_completed', d.checked)}
        />
        <Switch
          label={t.showOnlyDeleted}
          checked={value.show_only_deleted}
          onChange={(_, d) => set('show_only_deleted', d.checked)}
        />
        {/* Kept when there is nothing to reset (disabled), so resetting does not drop the keyboard focus. */}
        <Button appearance="subtle" disabledFocusable={!canReset} onClick={onReset}>
          {t.resetFilters}
        </Button>
      </div>
    </fieldset>
  );
}
