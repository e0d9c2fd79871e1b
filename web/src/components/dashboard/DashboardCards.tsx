import { makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useId } from 'react';
import type { FirmCustomStatus, QuestionnaireCard } from '../../api/questionnaires';
import type { TaxReturnCard } from '../../api/tax-returns';
import { questionnaireText } from '@ledgerline/shared/questionnaires';
import { dashboardText } from '../../texts/dashboard';
import { Loading } from '../Loading';
import { TaxReturnCardView } from './TaxReturnCardView';
import { QuestionnaireCardView } from './QuestionnaireCardView';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  },
});

/** MD §2: the heading names what is present. */
export function cardsHeading(questionnaires: number, taxReturns: number): string {
  if (questionnaires > 0 && taxReturns > 0) return dashboardText.headingBoth;
  if (taxReturns > 0) return dashboardText.headingTaxReturns;
  return dashboardText.headingQuestionnaires;
}

/** The year's tax return and questionnaire cards under their heading, or 'No questionnaires found'. */
export function DashboardCards({
  questionnaires,
  taxReturns,
  customStatuses,
  loading,
  userReadonly,
  companyReadonly,
  companyHash,
  preview,
  onOpenTaxReturn,
}: {
  questionnaires: QuestionnaireCard[];
  taxReturns: TaxReturnCard[];
  customStatuses: Map<string, FirmCustomStatus> | undefined;
  loading: boolean;
  userReadonly: boolean;
  companyReadonly: boolean;
  /** The entity's hash, for the questionnaire cards' links to the answering page. */
  companyHash: string | null;
  preview: boolean;
  onOpenTaxReturn: (r: TaxReturnCard) => void;
}) {
  const s = useStyles();
  const headingId = useId();
  return (
    <section className={s.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={s.h2}>
        {cardsHeading(questionnaires.length, taxReturns.length)}
      </h2>
      {loading ? (
        <Loading label={dashboardText.loadingCards} />
      ) : questionnaires.length + taxReturns.length === 0 ? (
        <Text>{questionnaireText.noneFound}</Text>
      ) : (
        <div className={s.grid}>
          {taxReturns.map((r) => (
            <TaxReturnCardView
              key={r.id}
              taxReturn={r}
              disabled={preview}
              viewOnly={userReadonly || companyReadonly}
              onOpen={onOpenTaxReturn}
            />
          ))}
          {questionnaires.map((q) => (
            <QuestionnaireCardView
              key={q.id}
              questionnaire={q}
              userReadonly={userReadonly}
              companyReadonly={companyReadonly}
              companyHash={companyHash}
              preview={preview}
              customStatus={(q.firm_custom_status_id && customStatuses?.get(q.firm_custom_status_id)) || null}
            />
          ))}
        </div>
      )}
    </section>
  );
}
