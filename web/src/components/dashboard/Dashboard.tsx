import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TaxReturnCard } from '../../api/tax-returns';
import type { Company, Firm } from '../../api/types';
import { useFirmCustomStatuses, useYearQuestionnaires } from '../../hooks/useQuestionnaires';
import { useTaxReturns } from '../../hooks/useTaxReturns';
import { useTaxYear } from '../../hooks/useTaxYear';
import { useLiveDashboard } from '../../hooks/useLiveDashboard';
import { EntitySelector } from '../EntitySelector';
import { DashboardCards } from './DashboardCards';
import { FirmAsideCard } from './FirmAsideCard';
import { TaxYearSelect } from './TaxYearSelect';

// The review (a dialog, and the PDF viewer inside it) loads when a review opens, not with the dashboard.
const DraftReviewDialog = lazy(() => import('./DraftReviewDialog').then((m) => ({ default: m.DraftReviewDialog })));

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 320px)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  year: { maxWidth: '200px' },
  // In one column the firm card sits below the cards: shown only once they are in, it never moves (CLS 0).
  asideAfterCards: { '@media (max-width: 900px)': { display: 'none' } },
});

export interface DashboardProps {
  firm: Firm;
  /** The entities the client may pick (active ones), the one shown, and how to pick another. */
  companies: Company[];
  company: Company | null;
  onSelectCompany: (id: string) => void;
  advisorName: string | null;
  /** A read-only user or entity gets View instead of Start (QD §2). */
  userReadonly: boolean;
  /** An advisor previewing the client: every action disabled (MD §2). */
  preview: boolean;
}

/**
 * MD §2 client dashboard below the welcome heading: the entity selector (more than one entity), the
 * Tax Year dropdown, the year's cards and the firm card; the draft review opens over it.
 */
export function Dashboard({
  firm,
  companies,
  company,
  onSelectCompany,
  advisorName,
  userReadonly,
  preview,
}: DashboardProps) {
  const s = useStyles();
  const year = useTaxYear();
  const companyId = company?.id ?? null;
  const delivery = firm.preferences?.new_tax_return_delivery_enabled === true;
  const questionnaires = useYearQuestionnaires(companyId, year, preview);
  const taxReturns = useTaxReturns(companyId, delivery);
  const customStatuses = useFirmCustomStatuses(firm.id);
  // Staff previewing the dashboard read it as it was when they opened it; the client's own follows the firm's sends.
  useLiveDashboard(companyId, !preview, () => {
    void questionnaires.mutate();
    if (delivery) void taxReturns.mutate();
  });
  const [reviewing, setReviewing] = useState<string | null>(null);
  // The card's button that opened the review: focus goes back to it when the review closes (an approval closes the
  // review and its confirmation at once, and Fluent's own restoring would leave focus on the page's body).
  const opener = useRef<HTMLElement | null>(null);

  const cardsLoading = Boolean(companyId) && (questionnaires.isLoading || taxReturns.isLoading);
  const yearReturns = (taxReturns.data ?? []).filter((r) => r.tax_year === year);
  // The open review follows the list, so an approval shows at once in the dialog and on the card.
  const open: TaxReturnCard | undefined = yearReturns.find((r) => r.id === reviewing);

  return (
    <div className={s.layout}>
      <div className={s.main}>
        {companies.length > 1 && <EntitySelector companies={companies} selected={company} onSelect={onSelectCompany} />}
        <div className={s.year}>
          <TaxYearSelect year={year} />
        </div>
        <DashboardCards
          questionnaires={questionnaires.data ?? []}
          taxReturns={yearReturns}
          customStatuses={customStatuses.data}
          loading={cardsLoading}
          userReadonly={userReadonly}
          companyReadonly={Boolean(company?.readonly_access)}
          companyHash={company?.hash_id ?? null}
          preview={preview}
          onOpenTaxReturn={(r) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setReviewing(r.id);
          }}
        />
      </div>
      <div className={cardsLoading ? s.asideAfterCards : undefined}>
        <FirmAsideCard firm={firm} advisorName={advisorName} companyHash={company?.hash_id ?? null} preview={preview} />
      </div>
      {open && companyId && (
        <Suspense fallback={null}>
          <DraftReviewDialog
            taxReturn={open}
            companyId={companyId}
            readOnly={preview}
            viewOnly={userReadonly || Boolean(company?.readonly_access)}
            onClose={() => {
              setReviewing(null);
              const back = opener.current;
              setTimeout(() => {
                if (back?.isConnected && document.activeElement === document.body) back.focus();
              }, 0);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
