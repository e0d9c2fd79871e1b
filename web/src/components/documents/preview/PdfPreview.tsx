/**
 * A PDF, one page at a time, zoomed and turned. Loaded on demand: react-pdf and pdf.js are large (the same chunks as
 * the draft review's viewer, and the same worker file, bundled by Vite: no CDN).
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { Loading } from '../../Loading';
import { useViewerStyles } from './styles';
import { previewText } from './texts';
import { useElementSize } from './useElementSize';
import type { Rotation } from '../../ui/zoom';

// react-pdf asks for the worker to be set in the module that renders its components. The same URL as the draft
// review's viewer (dashboard/PdfViewer.tsx), so both share one emitted worker file.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  page: { boxShadow: tokens.shadow8 },
});

export default function PdfPreview({
  name,
  blob,
  zoom,
  rotation,
  onError,
}: {
  name: string;
  blob: Blob;
  zoom: number;
  rotation: Rotation;
  onError: () => void;
}) {
  const s = useStyles();
  const v = useViewerStyles();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  // The page's own turn (a scan saved sideways says so in the PDF); the reader's rotation adds to it.
  const [ownRotation, setOwnRotation] = useState(0);
  const [ref, space] = useElementSize();
  const region = useRef<HTMLDivElement | null>(null);

  const failed = (err: unknown) => {
    console.error('PDF preview', err);
    onError();
  };
  const jump = (n: number) => {
    setPage(Math.min(Math.max(1, n), pages || 1));
    region.current?.focus();
  };
  const padding = 16;
  const width = space.width > padding ? Math.min(space.width - padding, 1000) : undefined;

  return (
    <div className={v.column}>
      {pages > 1 && (
        <div className={s.pager}>
          <Button
            icon={<ChevronLeftRegular />}
            aria-label={previewText.previousPage}
            disabledFocusable={page <= 1}
            onClick={() => jump(page - 1)}
          />
          <Text aria-live="polite">{previewText.pageOf(page, pages)}</Text>
          <Button
            icon={<ChevronRightRegular />}
            aria-label={previewText.nextPage}
            disabledFocusable={page >= pages}
            onClick={() => jump(page + 1)}
          />
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll region around the page canvas, not a page section */}
      <div
        ref={(el) => {
          region.current = el;
          return ref(el);
        }}
        className={v.scroller}
        role="region"
        aria-label={previewText.viewer(name)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable page must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <div className={v.centred}>
          <Document
            file={blob}
            suspense={false}
            loading={<Loading label={previewText.loading} />}
            error={<span />}
            externalLinkTarget="_blank"
            onLoadSuccess={(doc) => setPages(doc.numPages)}
            onLoadError={failed}
            onSourceError={failed}
            // A password-protected PDF (flagged invalid at upload, QD §5) is not asked for its password here.
            onPassword={() => failed(new Error('password-protected PDF'))}
          >
            {pages > 0 && width !== undefined && (
              <Page
                className={s.page}
                pageNumber={page}
                width={width}
                scale={zoom}
                rotate={rotation === 0 ? undefined : (ownRotation + rotation) % 360}
                loading={<Loading label={previewText.loading} />}
                error={<span />}
                onLoadSuccess={(p) => setOwnRotation(p.rotate)}
                onLoadError={failed}
                onRenderError={failed}
              />
            )}
          </Document>
        </div>
      </div>
    </div>
  );
}
