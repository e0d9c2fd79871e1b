import { PageHeading } from '../../components/PageHeading';
import { TaxReturnsBoard } from '../../components/tax-returns/TaxReturnsBoard';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';

/** FA §2.6 the firm's tax returns (/tax-returns, staff, when new tax return delivery is on). */
export default function TaxReturnsPage() {
  const { data: me } = useCurrentUser();
  if (!me?.user.is_advisor) return null;
  return (
    <>
      <PageHeading>{t.heading}</PageHeading>
      <TaxReturnsBoard me={me} />
    </>
  );
}
