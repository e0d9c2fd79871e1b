import {
  Avatar,
  Field,
  makeStyles,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  type TagPickerProps,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { ClientRow } from '../../api/users';
import { massEmailLabels } from '../../texts/mass-email';
import { matchingUsers } from './audience';

const useStyles = makeStyles({
  control: { maxHeight: '180px', overflowY: 'auto' },
});

/** Enough options to pick from at a glance; typing narrows a large firm's list. */
const optionLimit = 50;
/** Chips shown; a Select All of a large firm says how many more rather than drawing thousands. */
const chipLimit = 100;
/** The value of the rows that only inform (no match, more matches): choosing one selects nothing. */
const noMatch = '';

/** MD §2 "Users (chips)": the chosen users as removable chips, and a box that offers users as you type. */
export function UsersPicker({
  users,
  loading,
  selected,
  onChange,
}: {
  users: ClientRow[];
  loading: boolean;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const s = useStyles();
  const [query, setQuery] = useState('');
  // Closed after each pick, so the list does not cover the buttons below; typing opens it again. Inline:
  // a portal's mount node takes the Shell provider's classes (full height, background) and covers the page.
  const [open, setOpen] = useState(false);
  const byId = useMemo(() => new Map(users.map((u) => [u.id, u])), [users]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const { shown, more } = useMemo(
    () => matchingUsers(users, query, selectedSet, optionLimit),
    [users, query, selectedSet],
  );

  const onOptionSelect: TagPickerProps['onOptionSelect'] = (_, data) => {
    if (data.value === noMatch) return;
    onChange(data.selectedOptions);
    setQuery('');
    setOpen(false);
  };
  const nameOf = (id: string) => byId.get(id)?.full_name || byId.get(id)?.email || id;

  return (
    <Field
      label={massEmailLabels.users}
      hint={selected.length > chipLimit ? massEmailLabels.moreSelected(selected.length - chipLimit) : undefined}
    >
      <TagPicker
        inline
        open={open}
        onOpenChange={(_, d) => setOpen(d.open)}
        onOptionSelect={onOptionSelect}
        selectedOptions={selected}
      >
        <TagPickerControl className={s.control}>
          <TagPickerGroup aria-label={massEmailLabels.selectedUsers}>
            {selected.slice(0, chipLimit).map((id) => (
              // No avatar: its initials would be visible text missing from the chip's name (axe label-content-name-mismatch).
              <Tag key={id} value={id} shape="rounded" aria-label={massEmailLabels.removeUser(nameOf(id))}>
                {nameOf(id)}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            placeholder={selected.length ? undefined : massEmailLabels.findUsers}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </TagPickerControl>
        <TagPickerList>
          {shown.length === 0 ? (
            <TagPickerOption value={noMatch} text="">
              {loading ? massEmailLabels.loadingUsers : massEmailLabels.noMatches}
            </TagPickerOption>
          ) : (
            shown.map((u) => (
              <TagPickerOption
                key={u.id}
                value={u.id}
                text={u.full_name}
                secondaryContent={u.email}
                media={<Avatar aria-hidden name={u.full_name} color="colorful" />}
              >
                {u.full_name}
              </TagPickerOption>
            ))
          )}
          {more > 0 && (
            <TagPickerOption value={noMatch} text="">
              {massEmailLabels.moreMatches(more)}
            </TagPickerOption>
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
