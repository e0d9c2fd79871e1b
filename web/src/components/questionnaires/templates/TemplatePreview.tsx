/**
 * QD §2 admin-template mode: a template as a client would see it, with nothing to answer. The header shows the tax
 * year minus 1 and the template's name; the left navigation lists the sections; the section chosen by ?sectionId=
 * (the first by default) shows in its view. There is no Back button: it is enabled only in client mode.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TemplateDetail } from '../../../api/questionnaires-staff';
import { templatePreviewText as t } from '../../../texts/templates';
import { PageHeading } from '../../PageHeading';
import { SectionNav } from './SectionNav';
import { SectionPreview } from './SectionPreview';

const useStyles = makeStyles({
  year: {
    display: 'block',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
  },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXL,
    // Phone: the sections above the section shown.
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const sectionHeadingId = 'template-preview-section';

export function TemplatePreview({ template, year }: { template: TemplateDetail; year: number }) {
  const s = useStyles();
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const wanted = params.get('sectionId');
  const section = template.sections.find((x) => x.id === wanted) ?? template.sections[0] ?? null;

  return (
    <>
      <PageHeading title={template.name}>
        <span className={s.year}>{year}</span> {template.name}
      </PageHeading>
      {!section ? (
        <p className={s.muted}>{t.noSections}</p>
      ) : (
        <div className={s.layout}>
          <SectionNav
            sections={template.sections}
            selectedId={section.id}
            // The chosen section's heading takes focus, so a keyboard or screen reader user lands on what opened.
            onOpen={() => requestAnimationFrame(() => heading.current?.focus())}
          />
          <SectionPreview ref={heading} section={section} sections={template.sections} headingId={sectionHeadingId} />
        </div>
      )}
    </>
  );
}
