/**
 * The parts of a PDF shown one page at a time (the draft review's viewer, the classification's pages): the steps to
 * the previous and next page around 'Page n of m', and the page itself in a focusable region. Import it only from a
 * module loaded on demand (react-pdf and pdf.js are large); the pdf.js worker is bundled by Vite, no CDN.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { Document, type DocumentProps, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { useElementWidth } from '../../hooks/useElementWidth';
import { Loading } from '../Loading';

// react-pdf asks for the worker to be set in the module that renders its components.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const useStyles = makeStyles({
  canvas: {
    flex: 1,
    minHeight: 0,
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingVerticalS,
  },
});

/** Which page of the PDF shows, of how many once it has loaded (0 before), and the region showing it. */
export function usePdfPages() {
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(1);
  const region = useRef<HTMLDivElement>(null);
  /** Shows page n, kept within the PDF's pages. */
  const show = (n: number) => setPage(Math.min(Math.max(1, n), numPages || 1));
  return { numPages, setNumPages, page, show, region };
}

export type PdfPages = ReturnType<typeof usePdfPages>;

/** What the steps say, in the words of the screen they are on. */
export interface PageStepsText {
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, total: number) => string;
}

/** Previous, 'Page n of m' (announced as it changes), next: for the caller's toolbar. */
export function PageSteps({
  pages: { page, numPages },
  onShow,
  text,
}: {
  pages: PdfPages;
  onShow: (page: number) => void;
  text: PageStepsText;
}) {
  return (
    <>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={text.previousPage}
        disabled={page <= 1}
        onClick={() => onShow(page - 1)}
      />
      <Text aria-live="polite">{text.pageOf(page, numPages)}</Text>
      <Button
        icon={<ChevronRightRegular />}
        aria-label={text.nextPage}
        disabled={page >= numPages}
        onClick={() => onShow(page + 1)}
      />
    </>
  );
}

/** The page showing, as wide as the region (at most 1000 px), once the PDF has loaded. */
export function PdfPageRegion({
  url,
  pages,
  label,
  loadingLabel,
  onLoaded,
}: {
  url: string;
  pages: PdfPages;
  label: string;
  loadingLabel: string;
  /** The PDF has loaded (its page count is kept already). */
  onLoaded?: NonNullable<DocumentProps['onLoadSuccess']>;
}) {
  const s = useStyles();
  const [widthRef, width] = useElementWidth();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled scroll region around the page canvas, not a page section
    <div
      ref={(el) => {
        pages.region.current = el;
        return widthRef(el);
      }}
      className={s.canvas}
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable page must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <Document
        file={url}
        suspense={false}
        loading={<Loading label={loadingLabel} />}
        error={
          <MessageBar intent="error">
            <MessageBarBody>{taxReturnText.pdfFailed}</MessageBarBody>
          </MessageBar>
        }
        onLoadSuccess={(doc) => {
          pages.setNumPages(doc.numPages);
          onLoaded?.(doc);
        }}
        onLoadError={(err) => console.error('PDF', err)}
      >
        {pages.numPages > 0 && (
          <Page pageNumber={pages.page} width={width > 0 ? Math.min(width - 16, 1000) : undefined} />
        )}
      </Document>
    </div>
  );
}
