import { PageHeading } from '../../components/PageHeading';

/** Placeholder: filled in by its feature's commit. */
export default function OverviewPage() {
  return <PageHeading>OverviewPage</PageHeading>;
}
