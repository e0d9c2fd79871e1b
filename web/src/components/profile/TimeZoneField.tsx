import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { usTimeZones } from '@ledgerline/shared/time/zones';
import { profileText as t } from '../../texts/profile';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The US list's names (FA §9) first, then every IANA zone the browser knows. */
function allZones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  const iana = supported ? supported('timeZone') : [];
  return [...Object.keys(usTimeZones), ...iana.filter((z) => !Object.hasOwn(usTimeZones, z))];
}

/** Words of a filter all appear in the zone's name ('new york', 'europe par'); _ and / read as spaces. */
export function zoneMatches(zone: string, filter: string): boolean {
  const name = zone.toLowerCase().replace(/[_/]/g, ' ');
  return filter
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => name.includes(w.replace(/[_/]/g, ' ')));
}

/**
 * The time zone: a filter box narrows a select of the zones (a native select, so it works the same with the
 * keyboard, a screen reader and on a phone). The chosen zone stays in the list whatever the filter.
 */
export function TimeZoneField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}) {
  const s = useStyles();
  const [filter, setFilter] = useState('');
  const zones = useMemo(allZones, []);
  const shown = useMemo(() => {
    const matching = zones.filter((z) => zoneMatches(z, filter));
    return matching.includes(value) ? matching : [value, ...matching];
  }, [zones, filter, value]);
  const noMatch = filter.trim() !== '' && shown.length === 1 && !zoneMatches(value, filter);
  return (
    <div className={s.group}>
      <Field label={t.timeZoneFilter} hint={noMatch ? t.noZoneMatches : t.timeZoneFilterHint}>
        <Input type="search" value={filter} disabled={disabled} onChange={(_, d) => setFilter(d.value)} />
      </Field>
      <Field label={t.timeZone}>
        <Select value={value} disabled={disabled} onChange={(_, d) => onChange(d.value)}>
          {shown.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
