import { Badge, Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { CardSurface } from '../ui/CardSurface';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  cardActionText,
  cardBadges,
  questionnaireText,
  questionnaireTitle,
  statusText,
  type CardBadge,
} from '@ledgerline/shared/questionnaires';
import type { FirmCustomStatus, QuestionnaireCard } from '../../api/questionnaires';
import { browserZone } from '../../format/dateTime';
import { dashboardText } from '../../texts/dashboard';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  custom: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  sections: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { marginTop: 'auto' },
});

const badgeColor: Record<CardBadge['kind'], 'danger' | 'warning' | 'informative' | 'brand' | 'success'> = {
  overdue: 'danger',
  today: 'warning',
  due: 'informative',
  locked: 'danger',
  opened: 'informative',
  in_progress: 'brand',
  completed: 'success',
};

/**
 * MD §2 questionnaire card: status, custom status (its client label and instruction), due date, title,
 * sections, description. Start or View (QD §2: View for read-only users or entities, and locked or completed
 * questionnaires) is a link to the client's answering page (/questionnaire/{companyHash}?questionnaireId={id}).
 * Staff previewing the client get View, a link to the staff preview of the questionnaire
 * (QD §2 /preview/{companyId}/questionnaire/{questionnaireId}).
 */
export function QuestionnaireCardView({
  questionnaire: q,
  customStatus,
  userReadonly,
  companyReadonly,
  companyHash,
  preview = false,
}: {
  questionnaire: QuestionnaireCard;
  customStatus: FirmCustomStatus | null;
  userReadonly: boolean;
  companyReadonly: boolean;
  /** The entity's hash: the answering page's address names the entity by it. */
  companyHash: string | null;
  preview?: boolean;
}) {
  const s = useStyles();
  const titleId = useId();
  const navigate = useNavigate();
  const href = preview
    ? `/preview/${encodeURIComponent(q.company_id)}/questionnaire/${encodeURIComponent(q.id)}`
    : companyHash
      ? `/questionnaire/${encodeURIComponent(companyHash)}?questionnaireId=${encodeURIComponent(q.id)}`
      : null;
  const badges = cardBadges(q, Date.now(), browserZone);
  return (
    <CardSurface className={s.card} role="article" aria-labelledby={titleId}>
      <Text weight="semibold">{statusText(q)}</Text>
      {customStatus && (
        <div className={s.custom}>
          <Text>{customStatus.client_display_status}</Text>
          {customStatus.client_instruction && <Text size={200}>{customStatus.client_instruction}</Text>}
        </div>
      )}
      {badges.length > 0 && (
        <div className={s.badges}>
          {badges.map((b) => (
            <Badge key={b.kind} appearance="tint" color={badgeColor[b.kind]}>
              {b.text}
            </Badge>
          ))}
        </div>
      )}
      <h3 id={titleId} className={s.h3}>
        {questionnaireTitle(q)}
      </h3>
      {q.sections.length > 0 && (
        <ul className={s.sections} aria-label={dashboardText.sections}>
          {q.sections.map((section) => (
            <li key={section.id}>
              <Text size={200}>{section.name}</Text>
            </li>
          ))}
        </ul>
      )}
      {q.description && <Text size={200}>{q.description}</Text>}
      <div className={s.actions}>
        {href && (
          <Button
            as="a"
            appearance="primary"
            href={href}
            onClick={(e) => {
              e.preventDefault();
              navigate(href);
            }}
          >
            {preview ? questionnaireText.view : cardActionText(q, { userReadonly, companyReadonly })}
          </Button>
        )}
      </div>
    </CardSurface>
  );
}
