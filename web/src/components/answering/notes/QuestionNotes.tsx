/**
 * A question's notes (QD §3 Note, §6): a Notes button with the count, and a dialog listing them as 'author: body'
 * with a Staff badge on the firm's, where a note can be added (Send is off while it is empty) and the viewer's own
 * deleted. Clients never receive staff notes (the API filters them). Off in a template preview.
 */
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, NoteRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { answering, type AnsweredQuestion } from '../../../api/answering';
import { toastSuccess } from '../../../toast';
import { answeringLabels as l, answeringSpec as t } from '../../../texts/answering';
import { useAnswering } from '../AnsweringContext';
import { canAddNotes } from '../rules';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  note: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  text: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

export function QuestionNotes({ q }: { q: AnsweredQuestion }) {
  const s = useStyles();
  const { questionnaire, permissions, meId, onChanged, mode } = useAnswering();
  const [open, setOpen] = useState(false);
  // Mounted once first opened, then kept: a dialog unmounted while open leaves the focus library's page-edge
  // helpers behind (tabbable while hidden, axe's aria-hidden-focus).
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setTimeout(() => trigger.current?.focus(), 0);
  };
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const notes = q.filtered_questionnaire_comments.filter((n) => !n.removed);
  const canAdd = canAddNotes(permissions, mode);
  const companyId = questionnaire.company_id;

  async function add() {
    if (!text.trim()) return;
    setBusy(true);
    const res = await answering.addNote(q.id, companyId, text.trim());
    setBusy(false);
    if (!res?.ok) return;
    setText('');
    onChanged(res.data.questionnaire);
    toastSuccess(t.noteAdded);
  }

  async function remove(noteId: string) {
    setBusy(true);
    const res = await answering.removeNote(noteId, companyId, q.id);
    setBusy(false);
    if (!res?.ok) return;
    onChanged(res.data.questionnaire);
    toastSuccess(t.noteDeleted);
  }

  return (
    <>
      <Button
        ref={trigger}
        size="small"
        appearance="subtle"
        icon={<NoteRegular />}
        disabled={!permissions.notes || mode === 'admin-template'}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {l.notesCount(notes.length)}
      </Button>
      {used && (
        <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
          <DialogSurface>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void add();
              }}
            >
              <DialogBody>
                <DialogTitle>{l.notesTitle(q.text)}</DialogTitle>
                <DialogContent className={s.content}>
                  {notes.length === 0 ? (
                    <Text className={s.muted}>{l.noNotes}</Text>
                  ) : (
                    <ul className={s.list} aria-label={l.notes}>
                      {notes.map((n) => (
                        <li key={n.id} className={s.note}>
                          <Text className={s.text}>{n.text}</Text>
                          {n.from_firm_user && (
                            <Badge appearance="tint" color="brand">
                              {l.staffBadge}
                            </Badge>
                          )}
                          {canAdd && n.user_id === meId && (
                            <Button
                              size="small"
                              appearance="subtle"
                              icon={<DeleteRegular />}
                              aria-label={l.deleteNote}
                              disabled={busy}
                              onClick={() => void remove(n.id)}
                            />
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  {canAdd && (
                    <Field label={l.newNote}>
                      <Textarea value={text} maxLength={5000} onChange={(_, d) => setText(d.value)} />
                    </Field>
                  )}
                </DialogContent>
                <DialogActions>
                  <Button appearance="secondary" onClick={close}>
                    {l.close}
                  </Button>
                  {canAdd && (
                    <Button appearance="primary" type="submit" disabled={busy || !text.trim()}>
                      {l.send}
                    </Button>
                  )}
                </DialogActions>
              </DialogBody>
            </form>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
