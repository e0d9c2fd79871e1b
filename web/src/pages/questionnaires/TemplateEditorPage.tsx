import { PageHeading } from '../../components/PageHeading';

/** Placeholder: filled in by its feature's commit. */
export default function TemplateEditorPage() {
  return <PageHeading>TemplateEditorPage</PageHeading>;
}
