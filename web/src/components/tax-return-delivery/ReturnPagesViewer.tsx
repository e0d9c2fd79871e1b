/**
 * The return's pages for the classification: one page at a time with its number, previous and next, and a page
 * number to go to (the forms and vouchers name pages by number). Loaded on demand (react-pdf and pdf.js are large).
 * No tab list or toolbar: outside a dialog, Fluent's focus helpers for those put hidden focusable elements on the
 * page (axe's aria-hidden-focus).
 */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { PageSteps, PdfPageRegion, usePdfPages } from '../ui/PdfPageView';

const useStyles = makeStyles({
  root: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, gap: tokens.spacingVerticalS },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  goTo: { width: '96px' },
});

export default function ReturnPagesViewer({ url }: { url: string }) {
  const s = useStyles();
  const pages = usePdfPages();
  const [goTo, setGoTo] = useState('');

  return (
    <div className={s.root}>
      {pages.numPages > 0 && (
        <div className={s.pager}>
          <PageSteps pages={pages} onShow={pages.show} text={t} />
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(goTo);
              if (Number.isInteger(n) && n >= 1) {
                pages.show(n);
                pages.region.current?.focus();
              }
            }}
          >
            <Field label={t.goToPage} size="small">
              <Input
                className={s.goTo}
                size="small"
                type="number"
                min={1}
                max={pages.numPages}
                value={goTo}
                onChange={(_, d) => setGoTo(d.value)}
              />
            </Field>
          </form>
        </div>
      )}
      <PdfPageRegion url={url} pages={pages} label={t.pageRegion} loadingLabel={t.loadingPages} />
    </div>
  );
}
