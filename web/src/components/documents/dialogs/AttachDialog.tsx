import { Button, Field, makeStyles, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import type { DocumentItem } from '../../../api/documents';
import { useEntityQuestionnaires } from '../../../hooks/useQuestionnaires';
import { documentsLabels as l, documentsSpec as t } from '../../../texts/documents';
import { FormDialog } from '../../ui/FormDialog';
import { attachableFiles, attachableQuestionnaires, questionnaireChoice } from '../attach-rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  problem: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * QD §2 Attach To Questionnaire (staff, QD §6): the selected files go to one of the entity's unlocked questionnaires
 * (QD §5), listed by name and tax year; Attach waits for one to be chosen. The browser says how it went ('Successfully
 * attached' or 'Error attaching document to questionnaire', QD §8); a refusal keeps the dialog open and reads the list
 * again (the questionnaire may have been locked meanwhile).
 */
export function AttachDialog({
  companyId,
  items,
  onSubmit,
  onClose,
}: {
  companyId: string;
  /** The selection: only its active files are attached. */
  items: DocumentItem[];
  /** True when attached. */
  onSubmit: (questionnaireId: string, files: DocumentItem[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const s = useStyles();
  const list = useEntityQuestionnaires(companyId, true);
  const files = attachableFiles(items);
  const choices = attachableQuestionnaires(list.data ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = files.length > 0 && chosen !== null && choices.some((q) => q.id === chosen);

  async function submit() {
    if (!ready || busy) return;
    setBusy(true);
    const done = await onSubmit(chosen, files);
    setBusy(false);
    if (done) onClose();
    else void list.mutate();
  }

  let picker: ReactNode;
  if (!list.data && (list.isLoading || !list.error)) picker = <Spinner size="tiny" label={l.attachLoading} />;
  else if (!list.data)
    picker = (
      <div role="alert" className={s.problem}>
        <Text>{l.attachLoadFailed}</Text>
        <Button size="small" onClick={() => void list.mutate()}>
          {l.retry}
        </Button>
      </div>
    );
  else if (choices.length === 0)
    picker = (
      <Text role="status" className={s.muted}>
        {l.attachNoneOpen}
      </Text>
    );
  else
    picker = (
      <Field label={l.attachQuestionnaire} hint={l.attachOnlyUnlocked} required>
        <div className={s.list}>
          <RadioGroup value={chosen ?? ''} onChange={(_, d) => setChosen(d.value)}>
            {choices.map((q) => (
              <Radio key={q.id} value={q.id} label={questionnaireChoice(q)} />
            ))}
          </RadioGroup>
        </div>
      </Field>
    );

  return (
    <FormDialog
      title={t.attachToQuestionnaire}
      submitLabel={l.attach}
      canSubmit={ready && !busy}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <div className={s.body}>
        <Text>{l.attachWhat(files.length, files[0]?.name ?? '')}</Text>
        {files.length < items.length && <Text className={s.muted}>{l.attachFoldersLeft}</Text>}
        {picker}
      </div>
    </FormDialog>
  );
}
