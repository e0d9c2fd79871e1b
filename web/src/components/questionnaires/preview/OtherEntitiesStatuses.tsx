/**
 * QD §2: the statuses of the same tax year's questionnaires of the entity's owners' other entities, each with an
 * Open Questionnaire button (the staff preview of that questionnaire).
 */
import { Badge, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useId } from 'react';
import { questionnaireText } from '@ledgerline/shared/questionnaires';
import type { QuestionnaireDetail } from '../../../api/questionnaires-staff';
import { RouterLink } from '../../RouterLink';
import { previewLabels as l } from '../../../texts/questionnaire-preview';

const useStyles = makeStyles({
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export function OtherEntitiesStatuses({ q, onOpen }: { q: QuestionnaireDetail; onOpen: () => void }) {
  const s = useStyles();
  const headingId = useId();
  const others = q.parent_entity_relevant_questionnaire_statuses;
  if (!others.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={s.h3}>
        {l.otherEntities}
      </h3>
      <ul className={s.list}>
        {others.map((o) => (
          <li key={o.id} className={s.item}>
            <span>
              {o.company_name}: {o.name}
            </span>
            <Badge appearance="tint" color={o.completed ? 'success' : 'informative'}>
              {o.completed ? questionnaireText.completed : questionnaireText.sent}
            </Badge>
            <RouterLink
              to={`/preview/${encodeURIComponent(o.company_id)}/questionnaire/${encodeURIComponent(o.id)}`}
              onClick={onOpen}
              aria-label={`${l.openQuestionnaire}: ${o.company_name}, ${o.name}`}
            >
              {l.openQuestionnaire}
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
