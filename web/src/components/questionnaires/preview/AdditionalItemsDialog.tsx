import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { addDays, todayIn } from '@ledgerline/shared/questionnaire-sending';
import { defaultSendDueDays } from '@ledgerline/shared/send-schedule';
import { browserZone } from '../../../format/dateTime';
import { ui } from '../../../messages';
import { previewLabels as l, previewSpec as t } from '../../../texts/questionnaire-preview';
import { futureDueDate } from './rules';
import type { QuestionnaireActions } from './useQuestionnaireActions';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  items: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  text: { flexGrow: 1, minWidth: '12rem' },
  hint: { color: tokens.colorNeutralForeground3 },
  date: { maxWidth: '14rem' },
  actions: { flexWrap: 'wrap' },
});

/** The item kinds asked here: those that need no options (a select or multiple item needs its choices listed). */
const itemTypes = Object.keys(l.itemTypes) as (keyof typeof l.itemTypes)[];
type ItemType = (typeof itemTypes)[number];
interface Item {
  key: number;
  text: string;
  type: ItemType;
}

/**
 * QD §2 Request Additional Items, §5 Additional items: items each with text and a type (an upload item is asked as
 * 'Please upload …', which the server adds), every item with text before it can go; a due date after today ('Due
 * date must be in the future'; empty keeps the questionnaire's). Saved as a draft or sent: a new questionnaire of
 * the items for the same entity and year ('Open item sent'). Keyed by its parent, so it opens fresh.
 */
export function AdditionalItemsDialog({
  open,
  dueDate,
  busy,
  requestItems,
  onClose,
}: {
  open: boolean;
  /** The questionnaire's due date, the default when still ahead. */
  dueDate: string | null;
  busy: boolean;
  requestItems: QuestionnaireActions['requestItems'];
  onClose: () => void;
}) {
  const s = useStyles();
  const today = todayIn(Date.now(), browserZone);
  const [items, setItems] = useState<Item[]>([{ key: 1, text: '', type: 'upload' }]);
  const [due, setDue] = useState(() => (dueDate && dueDate > today ? dueDate : addDays(today, defaultSendDueDays)));
  const [tried, setTried] = useState(false);
  const complete = items.length > 0 && items.every((i) => i.text.trim());
  const dueError = futureDueDate(due, today) ? undefined : t.dueDateFuture;

  const change = (key: number, patch: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  async function submit(isDraft: boolean) {
    setTried(true);
    if (busy || !complete || dueError) return;
    const done = await requestItems({
      is_draft: isDraft,
      due_date: due || undefined,
      questions_to_create: items.map((i) => ({ text: i.text.trim(), question_type: i.type })),
    });
    if (done) onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void submit(false);
          }}
        >
          <DialogBody>
            <DialogTitle>{t.requestTitle}</DialogTitle>
            <DialogContent className={s.body}>
              <ol className={s.items}>
                {items.map((item, i) => (
                  <li key={item.key} className={s.item}>
                    <Field
                      className={s.text}
                      label={l.item(i + 1)}
                      required
                      validationMessage={tried && !item.text.trim() ? l.itemNeedsText : undefined}
                    >
                      <Input
                        value={item.text}
                        maxLength={2000}
                        onChange={(_, d) => change(item.key, { text: d.value })}
                      />
                    </Field>
                    <Field label={l.itemType(i + 1)}>
                      <Select value={item.type} onChange={(_, d) => change(item.key, { type: d.value as ItemType })}>
                        {itemTypes.map((type) => (
                          <option key={type} value={type}>
                            {l.itemTypes[type]}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={l.removeItem(i + 1)}
                      disabled={items.length === 1}
                      onClick={() => setItems((all) => all.filter((x) => x.key !== item.key))}
                    />
                  </li>
                ))}
              </ol>
              <div>
                <Button
                  icon={<AddRegular />}
                  onClick={() =>
                    setItems((all) => [
                      ...all,
                      { key: Math.max(0, ...all.map((x) => x.key)) + 1, text: '', type: 'upload' },
                    ])
                  }
                >
                  {l.addItem}
                </Button>
              </div>
              <Text size={200} className={s.hint}>
                {l.uploadHint}
              </Text>
              <Field className={s.date} label={l.due} validationMessage={dueError}>
                <Input type="date" value={due} min={addDays(today, 1)} onChange={(_, d) => setDue(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions className={s.actions}>
              <Button appearance="secondary" onClick={onClose}>
                {ui.cancel}
              </Button>
              <Button disabled={busy || !complete || Boolean(dueError)} onClick={() => void submit(true)}>
                {l.saveDraft}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy || !complete || Boolean(dueError)}>
                {l.send}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
