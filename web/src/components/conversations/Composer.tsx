import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Textarea,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { AttachRegular, CalendarClockRegular, InfoRegular, SendRegular, SparkleRegular } from '@fluentui/react-icons';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { isBlank } from '@ledgerline/shared/conversation-rules';
import {
  composeAttachmentText,
  conversationOwnText,
  conversationText,
  defaultMessageTag,
  maxMessageLength,
  messageTagLabels,
  messageTags,
  type MessageTag,
} from '@ledgerline/shared/conversations';
import { conversations } from '../../api/conversations';
import { toastError } from '../../toast';
import { AttachDialog } from './AttachDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { chatText } from './text';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  /** The text box and the buttons share one row; the buttons keep their size, the box takes the rest. */
  main: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  box: { flex: 1, minWidth: 0 },
  buttons: { display: 'flex', flexShrink: 0, alignItems: 'center', gap: tokens.spacingHorizontalXS },
  remind: { display: 'inline-flex', alignItems: 'center' },
  tag: { minWidth: '120px' },
  hiddenLabel: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * How much room the composer has (its own width, so a thread panel beside it counts): 'wide' shows every button's
 * label and the box's label; 'compact' keeps only Send's label; 'tight' (a phone) shows icons with their names as
 * tooltips. The buttons stay on the text box's row in all three.
 */
type Room = 'wide' | 'compact' | 'tight';
// 'wide' only where the labelled buttons still leave the text box most of the row.
const roomFor = (width: number): Room => (width >= 900 ? 'wide' : width >= 440 ? 'compact' : 'tight');

function useRoom() {
  const ref = useRef<HTMLFormElement>(null);
  const [room, setRoom] = useState<Room>('wide');
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setRoom(roomFor(el.clientWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, room };
}

/** A button with its label, or (with little room) its icon, the label then its name and tooltip. */
function ToolButton({
  label,
  iconOnly,
  icon,
  ...props
}: {
  label: string;
  iconOnly: boolean;
  icon: ReactElement;
  disabled?: boolean;
  onClick?: () => void;
  appearance?: 'primary';
  type?: 'submit';
}) {
  if (!iconOnly)
    return (
      <Button icon={icon} {...props}>
        {label}
      </Button>
    );
  return (
    <Tooltip content={label} relationship="label">
      <Button icon={icon} {...props} />
    </Tooltip>
  );
}

export interface ComposerProps {
  conversationId: string;
  /** A reply in this thread; null for the conversation itself. */
  threadId: string | null;
  /** MD §5, §6: false for read-only users and entities, archived conversations and previews. */
  canWrite: boolean;
  /** Staff tools: Auto-remind, the tag, AI replies. */
  isStaff: boolean;
  tagsEnabled: boolean;
  /** The entity attachments are stored under (MD §9 /Attachments). */
  companyId: string | null;
  onSent: () => void;
  label?: string;
}

/** MD §2 footer: message box, Auto-remind, tag, Schedule, Attach, AI response, Send. */
export function Composer({
  conversationId,
  threadId,
  canWrite,
  isStaff,
  tagsEnabled,
  companyId,
  onSent,
  label = chatText.messageBox,
}: ComposerProps) {
  const s = useStyles();
  const { ref, room } = useRoom();
  const [text, setText] = useState('');
  const [tag, setTag] = useState<MessageTag>(defaultMessageTag);
  const [remind, setRemind] = useState(false);
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const canSendText = canWrite && !isBlank(text) && !busy;

  async function send(body: string, scheduledAt: Date | null): Promise<boolean> {
    setBusy(true);
    const res = await conversations.send({
      conversation_id: conversationId,
      text: body,
      message_tag: tagsEnabled ? tag : defaultMessageTag,
      has_reminder: isStaff && remind,
      message_thread_id: threadId,
      scheduled_time: scheduledAt ? scheduledAt.toISOString() : null,
    });
    setBusy(false);
    if (!res?.ok) return false;
    onSent();
    return true;
  }

  async function sendTyped(scheduledAt: Date | null): Promise<boolean> {
    if (isBlank(text)) {
      toastError(conversationText.enterMessage);
      return false;
    }
    const done = await send(text, scheduledAt);
    if (done) {
      setText('');
      setRemind(false);
      setTag(defaultMessageTag);
    }
    return done;
  }

  async function generate() {
    setGenerating(true);
    const res = await conversations.generateResponse(conversationId);
    setGenerating(false);
    if (!res?.ok || typeof res.data?.message !== 'string') return toastError(conversationText.generateResponseFailed);
    setText(res.data.message);
  }

  return (
    <>
      <form
        ref={ref}
        className={s.footer}
        onSubmit={(e) => {
          e.preventDefault();
          void sendTyped(null);
        }}
      >
        {isStaff && !threadId && (
          <div className={s.row}>
            <span className={s.remind}>
              <Checkbox
                label={chatText.autoRemind}
                checked={remind}
                disabled={!canWrite}
                onChange={(_, d) => setRemind(Boolean(d.checked))}
              />
              {/* A label tooltip renders only while shown; a description one stays mounted and can cover the buttons. */}
              <Tooltip content={conversationOwnText.autoRemindTooltip} relationship="label" positioning="above-start">
                <Button appearance="transparent" size="small" icon={<InfoRegular />} />
              </Tooltip>
            </span>
            {tagsEnabled && (
              <Dropdown
                // Inline: a portalled listbox leaves its mount node over the footer's buttons after it closes.
                inlinePopup
                className={s.tag}
                aria-label={chatText.messageTag}
                value={messageTagLabels[tag]}
                selectedOptions={[tag]}
                disabled={!canWrite}
                onOptionSelect={(_, d) => setTag((d.optionValue as MessageTag) ?? defaultMessageTag)}
              >
                {messageTags.map((t) => (
                  <Option key={t} value={t}>
                    {messageTagLabels[t]}
                  </Option>
                ))}
              </Dropdown>
            )}
          </div>
        )}
        <div className={s.main}>
          <Field className={s.box} label={{ children: label, className: room === 'wide' ? undefined : s.hiddenLabel }}>
            <Textarea
              value={text}
              onChange={(_, d) => setText(d.value)}
              maxLength={maxMessageLength}
              disabled={!canWrite}
              resize="vertical"
              rows={threadId || room !== 'wide' ? 2 : 3}
              onKeyDown={(e) => {
                // Ctrl/Cmd+Enter sends; Enter alone is a new line.
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && canSendText) {
                  e.preventDefault();
                  void sendTyped(null);
                }
              }}
            />
          </Field>
          <div className={s.buttons}>
            {!threadId && (
              <ToolButton
                label={chatText.schedule}
                iconOnly={room !== 'wide'}
                icon={<CalendarClockRegular />}
                disabled={!canSendText}
                onClick={() => setScheduling(true)}
              />
            )}
            {!threadId && (
              <ToolButton
                label={chatText.attach}
                iconOnly={room !== 'wide'}
                icon={<AttachRegular />}
                disabled={!canWrite || busy}
                onClick={() => setAttaching(true)}
              />
            )}
            {isStaff && !threadId && (
              <ToolButton
                label={generating ? chatText.generating : chatText.generateReply}
                iconOnly={room !== 'wide'}
                icon={<SparkleRegular />}
                disabled={!canWrite || generating}
                onClick={() => void generate()}
              />
            )}
            <ToolButton
              label={chatText.send}
              iconOnly={room === 'tight'}
              appearance="primary"
              type="submit"
              icon={<SendRegular />}
              disabled={!canSendText}
            />
          </div>
        </div>
      </form>
      {/* Outside the form: events from a dialog's portal bubble up the React tree, and a submit there must not send. */}
      {scheduling && <ScheduleDialog open onClose={() => setScheduling(false)} onSchedule={(at) => sendTyped(at)} />}
      {attaching && (
        <AttachDialog
          open
          companyId={companyId}
          onClose={() => setAttaching(false)}
          onUploaded={async (locations) => {
            await send(composeAttachmentText(locations), null);
          }}
        />
      )}
    </>
  );
}
