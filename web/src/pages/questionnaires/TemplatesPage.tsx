import { PageHeading } from '../../components/PageHeading';

/** Placeholder: filled in by its feature's commit. */
export default function TemplatesPage() {
  return <PageHeading>TemplatesPage</PageHeading>;
}
