/**
 * The draft review's PDF viewer (MD §2): the index from the PDF's bookmarks beside one page at a time.
 * Loaded on demand (react-pdf and pdf.js are large).
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
import { useState, type ReactNode } from 'react';
import { taxReturnText } from '@ledgerline/shared/tax-returns';
import { draftReviewText } from '../../texts/dashboard';
import { toastError } from '../../toast';
import { Loading } from '../Loading';
import { PageSteps, PdfPageRegion, usePdfPages } from '../ui/PdfPageView';
import { loadBookmarks, type Bookmark, type OutlineSource } from './outline';

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
  const pages = usePdfPages();
  const { numPages, page } = pages;
  const [bookmarks, setBookmarks] = useState<Bookmark[] | null>(null);
  const [bookmarksFailed, setBookmarksFailed] = useState(false);
  const [tab, setTab] = useState<'index' | 'activity'>('index');

  const onLoaded = (doc: OutlineSource) => {
    loadBookmarks(doc).then(setBookmarks, (err) => {
      console.error('PDF outline', err);
      setBookmarksFailed(true);
      toastError(taxReturnText.bookmarksFailed);
    });
  };

  const jump = (n: number) => {
    pages.show(n);
    pages.region.current?.focus();
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
            <PageSteps pages={pages} onShow={jump} text={draftReviewText} />
          </div>
        )}
        <PdfPageRegion
          url={url}
          pages={pages}
          label={draftReviewText.viewer}
          loadingLabel={draftReviewText.loadingPdf}
          onLoaded={(doc) => onLoaded(doc as unknown as OutlineSource)}
        />
      </div>
    </div>
  );
}
