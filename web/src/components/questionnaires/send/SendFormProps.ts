import type { SendAnswer } from '../../../api/questionnaires-staff';
import type { Audience } from './send-rules';

/** What each kind of send's form gets from the Send Questionnaire dialog. */
export interface SendFormProps {
  /** The viewer's today (YYYY-MM-DD), read once when the dialog opened. */
  today: string;
  /** Who it goes to, kept by the dialog so choosing another kind keeps the entities picked. */
  audience: Audience;
  onAudience: (audience: Audience) => void;
  onBack: () => void;
  onClose: () => void;
  onSent: (answer: SendAnswer) => void;
}
