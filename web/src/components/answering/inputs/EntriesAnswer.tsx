/**
 * An entries question (QD §3): a table of entries, one column per child question (the columns show only inside
 * entries, QD §4), with Add entry, cells saved a moment after typing stops (save_entries) and Remove. Read-only
 * modes show the cells' text; a template preview shows one mocked entry (QD §2).
 */
import {
  Button,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { answering, type AnsweredQuestion } from '../../../api/answering';
import { toastSuccess } from '../../../toast';
import { answeringLabels as l } from '../../../texts/answering';
import { answeringText } from '@ledgerline/shared/answering';
import { serverWords, useAnswering } from '../AnsweringContext';
import type { AnswerInputProps } from '../answer-input';
import { autosaveDelayMs } from './TextAnswer';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '320px' },
  cell: { minWidth: '140px' },
  muted: { color: tokens.colorNeutralForeground2 },
  start: { alignSelf: 'flex-start' },
});

type Drafts = Record<string, string>;
const cellKey = (entry: number, column: string) => `${entry}:${column}`;

function CellInput({
  column,
  label,
  value,
  disabled,
  onChange,
}: {
  column: AnsweredQuestion;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const s = useStyles();
  if (column.question_type === 'select' || column.question_type === 'boolean') {
    const options = column.question_type === 'boolean' ? [l.yes, l.no] : column.options;
    return (
      <Select
        className={s.cell}
        aria-label={label}
        disabled={disabled}
        value={value}
        onChange={(_, d) => onChange(d.value)}
      >
        <option value="">{l.chooseOne}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    );
  }
  return (
    <Input
      className={s.cell}
      aria-label={label}
      disabled={disabled}
      type={column.question_type === 'date' ? 'date' : 'text'}
      maxLength={column.number_of_characters ?? undefined}
      value={value}
      onChange={(_, d) => onChange(d.value)}
    />
  );
}

export function EntriesAnswer({ q, labelId, disabled }: AnswerInputProps) {
  const s = useStyles();
  const { questionnaire, permissions, onChanged, failed, clearError } = useAnswering();
  const editable = permissions.answer;
  const columns = q.questions;
  const [drafts, setDrafts] = useState<Drafts>({});
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [busy, setBusy] = useState(false);
  const companyId = questionnaire.company_id;

  const entriesWith = (d: Drafts) =>
    q.entries.map((e) => ({
      entry_number: e.entry_number,
      answers: Object.fromEntries(
        columns.map((c) => [c.content_id, d[cellKey(e.entry_number, c.content_id)] ?? e.answers[c.content_id] ?? '']),
      ),
    }));

  async function save() {
    timer.current = null;
    const sent = draftsRef.current;
    if (Object.keys(sent).length === 0) return;
    const res = await answering.saveEntries({ id: q.id, companyId, entries: entriesWith(sent) });
    // Drafts typed meanwhile stay; the ones sent are now the server's (or rolled back).
    setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k, v]) => sent[k] !== v)));
    if (!res?.ok) return failed(q.id, serverWords(res));
    clearError(q.id);
    onChanged(res.data.questionnaire);
  }
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(
    () => () => {
      if (timer.current) void saveRef.current();
    },
    [],
  );

  const change = (entry: number, column: string, v: string) => {
    setDrafts((d) => ({ ...d, [cellKey(entry, column)]: v }));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), autosaveDelayMs);
  };

  async function add() {
    setBusy(true);
    if (timer.current) await save();
    const res = await answering.addEntry(companyId, q.id);
    setBusy(false);
    if (res?.ok) onChanged(res.data.questionnaire);
  }

  async function remove(entry: number) {
    setBusy(true);
    if (timer.current) await save();
    const res = await answering.removeEntry(companyId, q.id, entry);
    setBusy(false);
    if (!res?.ok) return;
    onChanged(res.data.questionnaire);
    toastSuccess(answeringText.deletedOk);
  }

  const shownColumns = columns.length ? columns : [q];
  return (
    <div className={s.wrap}>
      {q.entries.length === 0 ? (
        <Text className={s.muted}>{l.noEntries}</Text>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
        // biome-ignore lint/a11y/useSemanticElements: the frame is a labelled scroll region around the table, not a page section
        <div className={s.scroll} role="region" aria-label={l.entries(q.text)} tabIndex={0}>
          <Table size="small" className={s.table} aria-labelledby={labelId}>
            <TableHeader>
              <TableRow>
                {shownColumns.map((c) => (
                  <TableHeaderCell key={c.id}>{c.text}</TableHeaderCell>
                ))}
                {editable && (
                  <TableHeaderCell>
                    <span className="sr-only">{l.remove}</span>
                  </TableHeaderCell>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {q.entries.map((e) => (
                <TableRow key={e.entry_number}>
                  {shownColumns.map((c) => {
                    const value = drafts[cellKey(e.entry_number, c.content_id)] ?? e.answers[c.content_id] ?? '';
                    return (
                      <TableCell key={c.id}>
                        {editable ? (
                          <CellInput
                            column={c}
                            label={`${c.text}, ${l.entry(e.entry_number)}`}
                            value={value}
                            disabled={disabled || busy}
                            onChange={(v) => change(e.entry_number, c.content_id, v)}
                          />
                        ) : (
                          value
                        )}
                      </TableCell>
                    );
                  })}
                  {editable && (
                    <TableCell>
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={l.removeEntry(e.entry_number)}
                        disabled={disabled || busy}
                        onClick={() => void remove(e.entry_number)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {editable && (
        <Button className={s.start} icon={<AddRegular />} disabled={disabled || busy} onClick={() => void add()}>
          {l.addEntry}
        </Button>
      )}
    </div>
  );
}
