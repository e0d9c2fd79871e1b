import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import {
  answering,
  type AnsweredQuestionnaire,
  type AnsweredSection,
  type AnsweringMode,
} from '../../../api/answering';
import { submitLabels as l, submitSpec as t } from '../../../texts/answering-submit';
import { toastSuccess } from '../../../toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CompletionDialog, type NextQuestionnaire } from './CompletionDialog';
import { ContactDialog } from './ContactDialog';
import {
  canSubmitAtAll,
  depositOutstanding,
  hasReviewSection,
  needsContactCheck,
  showsSubmit,
  submitEnabled,
} from './submit-rules';
import { useAgreed } from './useAgreed';

const useStyles = makeStyles({
  area: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  why: { color: tokens.colorNeutralForeground2 },
});

type Step = 'idle' | 'contact' | 'confirm';

/**
 * QD §4 Submission under the last (or only, or a type-4) section: Submit, enabled once the client agreed (when a
 * review section exists) with no deposit outstanding; the contact check first when the questionnaire asks for it
 * (QD §5), then the confirmation ('I understand' submits), then the completion dialog. Never in a template; shown
 * but off in admin-preview.
 */
export function SubmitArea({
  questionnaire: q,
  section,
  mode,
  onChanged,
}: {
  questionnaire: AnsweredQuestionnaire;
  section: AnsweredSection;
  mode: AnsweringMode;
  onChanged: (q: AnsweredQuestionnaire) => void;
}) {
  const s = useStyles();
  const whyId = useId();
  const [agreed] = useAgreed(q.id);
  const [step, setStep] = useState<Step>('idle');
  const [contactConfirmed, setContactConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ next: NextQuestionnaire | null } | null>(null);

  const completion = done && <CompletionDialog next={done.next} onClose={() => setDone(null)} />;
  if (!showsSubmit(q, section, mode)) return completion || null;

  const enabled = submitEnabled(q, mode, agreed) && !busy;
  const why = whyNot(q, mode, agreed);

  async function submit() {
    setStep('idle');
    setBusy(true);
    try {
      const res = await answering.submit(q.id, q.company_id);
      if (!res?.ok) return;
      toastSuccess(res.data.message || t.submitted);
      setDone({ next: res.data.next_questionnaire });
      const read = await answering.get(q.company_id, q.id);
      if (read?.ok) onChanged(read.data.questionnaire);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={s.area}>
      {why && (
        <Text id={whyId} className={s.why}>
          {why}
        </Text>
      )}
      <Button
        appearance="primary"
        disabled={!enabled}
        aria-describedby={why ? whyId : undefined}
        onClick={() => setStep(needsContactCheck(q) && !contactConfirmed ? 'contact' : 'confirm')}
      >
        {l.submit}
      </Button>
      {step === 'contact' && (
        <ContactDialog
          questionnaire={q}
          onClose={() => setStep('idle')}
          onConfirmed={() => {
            setContactConfirmed(true);
            setStep('confirm');
          }}
        />
      )}
      {step === 'confirm' && (
        <ConfirmDialog
          title={l.submitTitle}
          confirmLabel={t.iUnderstand}
          onClose={() => setStep('idle')}
          onConfirm={() => void submit()}
        >
          {l.submitBody}
        </ConfirmDialog>
      )}
      {completion}
    </div>
  );
}

/** Why Submit is off, in the client's words; nothing in the staff and template views. */
function whyNot(q: AnsweredQuestionnaire, mode: AnsweringMode, agreed: boolean): string | null {
  if (mode !== 'client') return null;
  if (q.completed) return l.submittedAlready;
  if (q.locked) return t.locked;
  if (!canSubmitAtAll(q, mode)) return null;
  if (depositOutstanding(q)) return t.depositOutstanding;
  if (hasReviewSection(q) && !agreed) return l.agreeFirst;
  return null;
}
