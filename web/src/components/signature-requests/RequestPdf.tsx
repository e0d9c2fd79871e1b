/**
 * The review's document (FA §2.7): one page at a time with previous and next, opening on the page the signatures go
 * on. Loaded on demand (react-pdf and pdf.js are large); the pdf.js worker is bundled by Vite, no CDN.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { useElementWidth } from '../../hooks/useElementWidth';
import { reviewSignatureRequestText as t } from '../../texts/signatureRequests';
import { Loading } from '../Loading';

// react-pdf asks for the worker to be set in the module that renders its components.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  canvas: {
    overflow: 'auto',
    maxHeight: '80vh',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingVerticalS,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

export default function RequestPdf({ url, startPage }: { url: string; startPage: number }) {
  const s = useStyles();
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(startPage);
  const [widthRef, width] = useElementWidth();
  const jump = (n: number) => setPage(Math.min(Math.max(1, n), numPages || 1));

  return (
    <div className={s.box}>
      {numPages > 0 && (
        <div className={s.pager}>
          <Button
            icon={<ChevronLeftRegular />}
            aria-label={t.previousPage}
            disabledFocusable={page <= 1}
            onClick={() => jump(page - 1)}
          />
          <Text aria-live="polite">{t.pageOf(page, numPages)}</Text>
          <Button
            icon={<ChevronRightRegular />}
            aria-label={t.nextPage}
            disabledFocusable={page >= numPages}
            onClick={() => jump(page + 1)}
          />
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll region around the page canvas, not a page section */}
      <div
        ref={widthRef}
        className={s.canvas}
        role="region"
        aria-label={t.viewer}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable page must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <Document
          file={url}
          loading={<Loading label={t.loadingPdf} />}
          error={
            <MessageBar intent="error">
              <MessageBarBody>{t.pdfFailed}</MessageBarBody>
            </MessageBar>
          }
          onLoadSuccess={(doc) => {
            setNumPages(doc.numPages);
            setPage((p) => Math.min(Math.max(1, p), doc.numPages));
          }}
          onLoadError={(err) => console.error('PDF', err)}
        >
          {numPages > 0 && <Page pageNumber={page} width={width > 0 ? Math.min(width - 16, 1000) : undefined} />}
        </Document>
      </div>
    </div>
  );
}
