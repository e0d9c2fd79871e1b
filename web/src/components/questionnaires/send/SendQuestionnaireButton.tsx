import { Button } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { SendQuestionnaireDialog } from './SendQuestionnaireDialog';

/**
 * The primary 'Send Questionnaire' button and its dialog, for a page to place where it wants (Collect, Entities).
 * The dialog is mounted only while open: a closed Fluent dialog still starts the focus library's modal handling.
 */
export function SendQuestionnaireButton({ companyIds, onSent }: { companyIds?: string[]; onSent?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button appearance="primary" icon={<SendRegular />} onClick={() => setOpen(true)}>
        {l.sendQuestionnaire}
      </Button>
      {open && (
        <SendQuestionnaireDialog
          open
          onClose={() => setOpen(false)}
          onSent={() => onSent?.()}
          companyIds={companyIds}
        />
      )}
    </>
  );
}
