/**
 * The draft review's PDF viewer (MD §2): the index from the PDF's bookmarks beside one page at a time.
 * Loaded on demand (react-pdf and pdf.js are large); the pdf.js worker is bundled by Vite, no CDN.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useRef, useState, type ReactNode } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { useElementWidth } from '../../hooks/useElementWidth';
import { draftReviewText } from '../../texts/dashboard';
import { toastError } from '../../toast';
import { Loading } from '../Loading';
import { loadBookmarks, type Bookmark, type OutlineSource } from './outline';

// react-pdf asks for the worker to be set in the module that renders its components.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const useStyles = makeStyles({
  layout: {
    flex: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 280px) 1fr',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 720px)': { gridTemplateColumns: '1fr', gridTemplateRows: 'auto 1fr' },
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    overflowY: 'auto',
    gap: tokens.spacingVerticalS,
    '@media (max-width: 720px)': { maxHeight: '30vh' },
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  bookmark: { justifyContent: 'flex-start', textAlign: 'left', width: '100%', fontWeight: tokens.fontWeightRegular },
  current: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground1Selected },
  pages: { display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, gap: tokens.spacingVerticalS },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
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

function IndexList({
  bookmarks,
  current,
  onJump,
}: {
  bookmarks: Bookmark[];
  current: number;
  onJump: (page: number) => void;
}) {
  const s = useStyles();
  // The bookmark of the page on screen: the last one that starts at or before it.
  const active = bookmarks.reduce<number>(
    (hit, b, i) => (b.pageNumber !== null && b.pageNumber <= current ? i : hit),
    -1,
  );
  return (
    <ul className={s.list}>
      {bookmarks.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: bookmarks have no ids, and a PDF's outline never reorders
        <li key={i}>
          <Button
            appearance="subtle"
            className={mergeClasses(s.bookmark, i === active && s.current)}
            style={{ paddingLeft: 8 + b.depth * 16 }}
            disabled={b.pageNumber === null}
            aria-current={i === active ? 'location' : undefined}
            onClick={() => b.pageNumber !== null && onJump(b.pageNumber)}
          >
            {b.title}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export default function PdfViewer({ url, activity }: { url: string; activity: ReactNode }) {
  const s = useStyles();
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(1);
  const [bookmarks, setBookmarks] = useState<Bookmark[] | null>(null);
  const [bookmarksFailed, setBookmarksFailed] = useState(false);
  const [tab, setTab] = useState<'index' | 'activity'>('index');
  const [widthRef, width] = useElementWidth();
  const pageRegion = useRef<HTMLDivElement>(null);

  const onLoaded = (doc: OutlineSource & { numPages: number }) => {
    setNumPages(doc.numPages);
    loadBookmarks(doc).then(setBookmarks, (err) => {
      console.error('PDF outline', err);
      setBookmarksFailed(true);
      toastError(taxReturnText.bookmarksFailed);
    });
  };

  const jump = (n: number) => {
    setPage(Math.min(Math.max(1, n), numPages || 1));
    pageRegion.current?.focus();
  };

  return (
    <div className={s.layout}>
      <div className={s.side}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'index' | 'activity')}>
          <Tab value="index">{draftReviewText.index}</Tab>
          <Tab value="activity">{draftReviewText.activity}</Tab>
        </TabList>
        <div role="tabpanel" aria-label={tab === 'index' ? draftReviewText.index : draftReviewText.activity}>
          {tab === 'activity' ? (
            activity
          ) : bookmarksFailed ? (
            <MessageBar intent="error">
              <MessageBarBody>{taxReturnText.bookmarksFailed}</MessageBarBody>
            </MessageBar>
          ) : bookmarks === null ? (
            numPages > 0 && <Loading />
          ) : bookmarks.length === 0 ? (
            <Text>{draftReviewText.noBookmarks}</Text>
          ) : (
            <IndexList bookmarks={bookmarks} current={page} onJump={jump} />
          )}
        </div>
      </div>
      <div className={s.pages}>
        {numPages > 0 && (
          <div className={s.pager}>
            <Button
              icon={<ChevronLeftRegular />}
              aria-label={draftReviewText.previousPage}
              disabled={page <= 1}
              onClick={() => jump(page - 1)}
            />
            <Text aria-live="polite">{draftReviewText.pageOf(page, numPages)}</Text>
            <Button
              icon={<ChevronRightRegular />}
              aria-label={draftReviewText.nextPage}
              disabled={page >= numPages}
              onClick={() => jump(page + 1)}
            />
          </div>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll region around the page canvas, not a page section */}
        <div
          ref={(el) => {
            pageRegion.current = el;
            return widthRef(el);
          }}
          className={s.canvas}
          role="region"
          aria-label={draftReviewText.viewer}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable page must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <Document
            file={url}
            suspense={false}
            loading={<Loading label={draftReviewText.loadingPdf} />}
            error={
              <MessageBar intent="error">
                <MessageBarBody>{taxReturnText.pdfFailed}</MessageBarBody>
              </MessageBar>
            }
            onLoadSuccess={(doc) => onLoaded(doc as unknown as OutlineSource & { numPages: number })}
            onLoadError={(err) => console.error('PDF', err)}
          >
            {numPages > 0 && <Page pageNumber={page} width={width > 0 ? Math.min(width - 16, 1000) : undefined} />}
          </Document>
        </div>
      </div>
    </div>
  );
}
