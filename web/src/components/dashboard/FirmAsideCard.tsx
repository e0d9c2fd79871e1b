import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { CardSurface } from '../ui/CardSurface';
import { lazy, Suspense, useId } from 'react';
import { useNavigate } from 'react-router';
import type { Firm } from '../../api/types';
import { dashboardText } from '../../texts/dashboard';
import { customElementsOf } from './custom-elements';

const CustomElements = lazy(() => import('./CustomElements'));

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
});

/**
 * MD §2 firm aside card: the firm's name, the client's advisor, 'Send a Message' (hidden when the firm
 * disables communication; disabled in an advisor's preview) and the firm's custom HTML elements.
 */
export function FirmAsideCard({
  firm,
  advisorName,
  companyHash,
  preview,
}: {
  firm: Firm;
  advisorName: string | null;
  companyHash: string | null;
  preview: boolean;
}) {
  const s = useStyles();
  const headingId = useId();
  const navigate = useNavigate();
  const elements = customElementsOf(firm.preferences ?? {});
  const communication = firm.preferences?.communication_disabled !== true;
  return (
    <CardSurface className={s.card} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className={s.h2}>
        {firm.name}
      </h2>
      <Text>
        {dashboardText.advisor}: {advisorName ?? dashboardText.noAdvisor}
      </Text>
      {communication && (
        <div>
          <Button
            appearance="primary"
            disabled={preview || !companyHash}
            onClick={() => navigate(`/inbox/${companyHash}`)}
          >
            {dashboardText.sendMessage}
          </Button>
        </div>
      )}
      {elements.length > 0 && (
        <Suspense fallback={null}>
          <CustomElements elements={elements} />
        </Suspense>
      )}
    </CardSurface>
  );
}
