import {
  Button,
  Dialog,
  DialogSurface,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import type { SendAnswer } from '../../../api/questionnaires-staff';
import { browserZone } from '../../../format/dateTime';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { CustomQuestionnaireForm } from './CustomQuestionnaireForm';
import { DropOffForm } from './DropOffForm';
import type { Audience } from './send-rules';
import type { SendFormProps } from './SendFormProps';
import { StepBody } from './StepBody';
import { TemplateSendForm } from './TemplateSendForm';
import { useEntityNames } from './useEntityNames';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
});

type Kind = 'template' | 'drop_off' | 'custom';

const kinds: { value: Kind; label: string; hint: string }[] = [
  { value: 'template', label: l.kindTemplate, hint: l.kindTemplateHint },
  { value: 'drop_off', label: l.kindDropOff, hint: l.kindDropOffHint },
  { value: 'custom', label: l.kindCustom, hint: l.kindCustomHint },
];

export interface SendQuestionnaireDialogProps {
  open: boolean;
  onClose: () => void;
  onSent: (answer: SendAnswer) => void;
  /** Entities to start with (a selection made on another screen). */
  companyIds?: string[];
}

/**
 * QD §2 'Send Questionnaire (Template, Document Drop Off and Custom options)': first the kind, then its form
 * (Custom opens 'Create Custom Questionnaire', Document Drop Off 'Send Document Drop Off'). The forms share the
 * entities picked, so going back to choose another kind keeps them. Closed, nothing of it stays: it opens afresh.
 */
export function SendQuestionnaireDialog({ open, onClose, onSent, companyIds }: SendQuestionnaireDialogProps) {
  const s = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        {open && <SendFlow onClose={onClose} onSent={onSent} companyIds={companyIds} />}
      </DialogSurface>
    </Dialog>
  );
}

function SendFlow({ onClose, onSent, companyIds }: Omit<SendQuestionnaireDialogProps, 'open'>) {
  const [choice, setChoice] = useState<Kind>('template');
  const [step, setStep] = useState<Kind | null>(null);
  const [today] = useState(() => todayIn(Date.now(), browserZone));
  const names = useEntityNames(companyIds);
  const [picked, setPicked] = useState<Audience | null>(null);
  const audience: Audience = picked ?? { companies: names.data ?? [], companyTypes: [] };
  const labelId = useId();

  const props: SendFormProps = {
    today,
    audience,
    onAudience: setPicked,
    onBack: () => setStep(null),
    onClose,
    onSent: (answer) => {
      onSent(answer);
      onClose();
    },
  };
  if (step === 'template') return <TemplateSendForm {...props} />;
  if (step === 'drop_off') return <DropOffForm {...props} />;
  if (step === 'custom') return <CustomQuestionnaireForm {...props} />;
  return (
    <StepBody
      title={l.sendQuestionnaire}
      actions={
        <>
          <Button onClick={onClose}>{l.cancel}</Button>
          <Button appearance="primary" onClick={() => setStep(choice)}>
            {l.next}
          </Button>
        </>
      }
    >
      <span id={labelId}>{l.chooseKind}</span>
      <RadioGroup aria-labelledby={labelId} value={choice} onChange={(_, d) => setChoice(d.value as Kind)}>
        {kinds.map((k) => (
          <KindRadio key={k.value} {...k} />
        ))}
      </RadioGroup>
    </StepBody>
  );
}

const useKindStyles = makeStyles({
  hint: {
    margin: `0 0 ${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXXL}`,
    color: tokens.colorNeutralForeground2,
    ...typographyStyles.caption1,
  },
});

/** A kind to choose, with a line on what it sends (its description, not part of its name). */
function KindRadio({ value, label, hint }: { value: Kind; label: string; hint: string }) {
  const s = useKindStyles();
  const hintId = useId();
  return (
    <div>
      <Radio value={value} label={label} aria-describedby={hintId} />
      <p id={hintId} className={s.hint}>
        {hint}
      </p>
    </div>
  );
}
