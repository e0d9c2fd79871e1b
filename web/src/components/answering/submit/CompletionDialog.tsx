import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { submitLabels as l, submitSpec as t } from '../../../texts/answering-submit';

export interface NextQuestionnaire {
  questionnaire_id: string;
  name: string;
  hash_id: string;
}

/** QD §4 Submission: after submitting, the next questionnaire when the response names one, else Back to Dashboard. */
export function CompletionDialog({ next, onClose }: { next: NextQuestionnaire | null; onClose: () => void }) {
  const navigate = useNavigate();
  const nextHref = next
    ? `/questionnaire/${encodeURIComponent(next.hash_id)}?questionnaireId=${encodeURIComponent(next.questionnaire_id)}`
    : null;
  // The dialog closes before the page moves: the next questionnaire opens on this same page.
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{l.completionTitle}</DialogTitle>
          <DialogContent>
            <Text as="p">{l.completionBody}</Text>
            {next && <Text as="p">{l.nextQuestionnaire(next.name)}</Text>}
          </DialogContent>
          <DialogActions>
            {nextHref ? (
              <>
                <Button appearance="secondary" onClick={() => go('/')}>
                  {t.backToDashboard}
                </Button>
                <Button appearance="primary" onClick={() => go(nextHref)}>
                  {l.startNext}
                </Button>
              </>
            ) : (
              <Button appearance="primary" onClick={() => go('/')}>
                {t.backToDashboard}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
