/**
 * The selected upload's pages as small thumbnails (react-pdf; the review is loaded on demand, so pdf.js is too), the
 * pages of the chosen document marked. An image upload shows as itself. Reports the PDF's page count, which the
 * split's rows are checked against.
 */
import { makeStyles, mergeClasses, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { Loading } from '../Loading';
import { extractedLabels as l, extractedSpec as t } from './texts';
import type { ExtractedFile } from './useExtractedFile';

// react-pdf asks for the worker to be set in the module that renders its components; the same URL as the other
// viewers, so all share one emitted worker file (bundled: no CDN).
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Thumbnail width in CSS pixels: small enough for a row of them on a phone. */
const thumbWidth = 88;

const useStyles = makeStyles({
  strip: {
    overflowX: 'auto',
    paddingBottom: tokens.spacingVerticalS,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: tokens.spacingHorizontalS },
  figure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
    padding: '2px',
    border: `2px solid transparent`,
    borderRadius: tokens.borderRadiusSmall,
  },
  marked: { border: `2px solid ${tokens.colorBrandStroke1}` },
  page: { boxShadow: tokens.shadow4, minHeight: '60px' },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  image: {
    display: 'block',
    alignSelf: 'flex-start',
    maxWidth: '100%',
    maxHeight: '320px',
    objectFit: 'contain',
    boxShadow: tokens.shadow4,
  },
});

export function UploadPages({
  name,
  pdf,
  file,
  marked,
  onPageCount,
}: {
  name: string;
  pdf: boolean;
  file: ExtractedFile;
  /** Pages of the chosen document, outlined. */
  marked: ReadonlySet<number>;
  onPageCount: (pages: number) => void;
}) {
  const s = useStyles();
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState(false);

  if (file.failed || failed)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t.loadFailed}</MessageBarBody>
      </MessageBar>
    );
  if (!file.blob) return <Loading label={l.loadingPages} />;
  if (!pdf) return <ImageUpload name={name} blob={file.blob} />;

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a strip that scrolls sideways is reached by keyboard to scroll it
    <section className={s.strip} aria-label={l.pagesOf(name)} tabIndex={0}>
      <Document
        file={file.blob}
        loading={<Loading label={l.loadingPages} />}
        onLoadSuccess={(doc) => {
          setPages(doc.numPages);
          onPageCount(doc.numPages);
        }}
        onLoadError={(err) => {
          console.error('Upload pages', err);
          setFailed(true);
        }}
      >
        <ol className={s.list}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <figure className={mergeClasses(s.figure, marked.has(n) && s.marked)}>
                <Page
                  className={s.page}
                  pageNumber={n}
                  width={thumbWidth}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                  loading=""
                />
                <figcaption className={s.caption}>{l.page(n)}</figcaption>
              </figure>
            </li>
          ))}
        </ol>
      </Document>
    </section>
  );
}

function ImageUpload({ name, blob }: { name: string; blob: Blob }) {
  const s = useStyles();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url ? <img className={s.image} src={url} alt={name} /> : null;
}
