import { Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import type { FirmUser } from '../../api/firms';

/** FA §5.4: the assignment dialogs' default option is none (-1). */
export const noFirmUser = '-1';

/**
 * The body both assignment dialogs share (FA §2.5, §5.4; the Users page's for selected clients, an entity's for its
 * primary owner): the warning that every entity of the client follows, and the firm users to choose from.
 */
export function FirmUserAssignmentFields({
  warning,
  label,
  hint,
  noneLabel,
  value,
  onChange,
  offered,
}: {
  warning: string;
  label: string;
  hint?: string;
  noneLabel: string;
  value: string;
  onChange: (firmUserId: string) => void;
  offered: FirmUser[];
}) {
  return (
    <>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{warning}</MessageBarBody>
      </MessageBar>
      <Field label={label} hint={hint} style={{ marginTop: 12 }}>
        <Select value={value} onChange={(_, d) => onChange(d.value)}>
          <option value={noFirmUser}>{noneLabel}</option>
          {offered.map((u) => (
            <option key={u.id} value={u.id}>
              {u.full_name || u.email}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
