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
import { useState } from 'react';
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
  spacer: { flex: 1 },
  remind: { display: 'inline-flex', alignItems: 'center' },
  tag: { minWidth: '140px' },
});

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
        className={s.footer}
        onSubmit={(e) => {
          e.preventDefault();
          void sendTyped(null);
        }}
      >
        <Field label={label}>
          <Textarea
            value={text}
            onChange={(_, d) => setText(d.value)}
            maxLength={maxMessageLength}
            disabled={!canWrite}
            resize="vertical"
            rows={threadId ? 2 : 3}
            onKeyDown={(e) => {
              // Ctrl/Cmd+Enter sends; Enter alone is a new line.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && canSendText) {
                e.preventDefault();
                void sendTyped(null);
              }
            }}
          />
        </Field>
        <div className={s.row}>
          {isStaff && !threadId && (
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
          )}
          {isStaff && tagsEnabled && (
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
          <span className={s.spacer} />
          {!threadId && (
            <Button icon={<CalendarClockRegular />} disabled={!canSendText} onClick={() => setScheduling(true)}>
              {chatText.schedule}
            </Button>
          )}
          {!threadId && (
            <Button icon={<AttachRegular />} disabled={!canWrite || busy} onClick={() => setAttaching(true)}>
              {chatText.attach}
            </Button>
          )}
          {isStaff && !threadId && (
            <Button icon={<SparkleRegular />} disabled={!canWrite || generating} onClick={() => void generate()}>
              {generating ? chatText.generating : chatText.generateReply}
            </Button>
          )}
          <Button appearance="primary" type="submit" icon={<SendRegular />} disabled={!canSendText}>
            {chatText.send}
          </Button>
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
