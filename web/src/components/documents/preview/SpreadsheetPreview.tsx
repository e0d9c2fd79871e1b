/**
 * A spreadsheet (xlsx, xls; QD §2) drawn in the page as one accessible table per sheet, with the sheets as tabs. The
 * spec's 'external viewer service' would hand the client's document to a third party: SheetJS reads it here instead,
 * in a worker (sheet.worker.ts), and only the first rows and columns are drawn (sheet.ts).
 */
import { MessageBar, MessageBarBody, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { Loading } from '../../Loading';
import { type PreviewSheet, type SheetWorkerReply, type SheetWorkerRequest, sheetLimits } from './sheet';
import { useViewerStyles } from './styles';
import { previewText } from './texts';

const useStyles = makeStyles({
  table: {
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    lineHeight: 1.4,
    alignSelf: 'flex-start',
  },
  cell: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    padding: `2px ${tokens.spacingHorizontalS}`,
    whiteSpace: 'pre',
    maxWidth: '40em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'top',
    textAlign: 'start',
  },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  heading: {
    position: 'sticky',
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightRegular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    padding: `2px ${tokens.spacingHorizontalS}`,
    textAlign: 'center',
    zIndex: 1,
  },
  columnHeading: { top: 0 },
  rowHeading: { left: 0 },
  corner: { top: 0, left: 0, zIndex: 2 },
});

function SheetTable({ sheet, zoom }: { sheet: PreviewSheet; zoom: number }) {
  const s = useStyles();
  const v = useViewerStyles();
  return (
    <table className={s.table} style={{ fontSize: `${Math.round(zoom * 100)}%` }}>
      <caption className={v.visuallyHidden}>{sheet.name}</caption>
      <thead>
        <tr>
          <td className={`${s.heading} ${s.corner}`} />
          {sheet.columns.map((letter) => (
            <th key={letter} scope="col" className={`${s.heading} ${s.columnHeading}`}>
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={`${s.heading} ${s.rowHeading}`}>
              {row.label}
            </th>
            {row.cells.map((cell, i) =>
              cell === null ? null : (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row is its identity
                  key={i}
                  className={cell.numeric ? `${s.cell} ${s.numeric}` : s.cell}
                  rowSpan={cell.rowSpan}
                  colSpan={cell.colSpan}
                >
                  {cell.text}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Reads the workbook in a worker; null while it works. */
function useSheets(blob: Blob, format: 'xlsx' | 'xls', onError: () => void): PreviewSheet[] | null {
  const [sheets, setSheets] = useState<PreviewSheet[] | null>(null);
  const report = useRef(onError);
  report.current = onError;
  useEffect(() => {
    let done = false;
    const worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
    const fail = (err: unknown) => {
      if (done) return;
      done = true;
      console.error('Spreadsheet preview', err);
      report.current();
    };
    worker.onmessage = (event: MessageEvent<SheetWorkerReply>) => {
      if (!event.data.ok) return fail(new Error('unreadable workbook'));
      done = true;
      setSheets(event.data.sheets);
    };
    worker.onerror = fail;
    blob.arrayBuffer().then((data) => {
      const request: SheetWorkerRequest = { data, format, limits: sheetLimits };
      if (!done) worker.postMessage(request, [data]);
    }, fail);
    return () => {
      done = true;
      worker.terminate();
    };
  }, [blob, format]);
  return sheets;
}

export default function SpreadsheetPreview({
  name,
  blob,
  format,
  zoom,
  onError,
}: {
  name: string;
  blob: Blob;
  format: 'xlsx' | 'xls';
  zoom: number;
  onError: () => void;
}) {
  const v = useViewerStyles();
  const sheets = useSheets(blob, format, onError);
  const [selected, setSelected] = useState(0);
  if (!sheets) return <Loading label={previewText.loading} />;
  const sheet = sheets[selected] ?? sheets[0];
  if (!sheet) return <Text>{previewText.emptySheet}</Text>;

  return (
    <div className={v.column}>
      {sheets.length > 1 && (
        <TabList
          aria-label={previewText.sheets}
          size="small"
          selectedValue={String(selected)}
          onTabSelect={(_, d) => setSelected(Number(d.value))}
          style={{ overflowX: 'auto', flexShrink: 0 }}
        >
          {sheets.map((sh, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sheet names are unique, but the index is what is selected
            <Tab key={i} value={String(i)}>
              {sh.name}
            </Tab>
          ))}
        </TabList>
      )}
      {(sheet.moreRows || sheet.moreColumns) && (
        <MessageBar intent="info">
          <MessageBarBody>
            {previewText.sheetCut(
              sheet.moreRows ? sheet.rows.length : null,
              sheet.moreColumns ? sheet.columns.length : null,
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll region around the sheet, not a page section */}
      <div
        className={v.scroller}
        role="region"
        aria-label={sheets.length > 1 ? previewText.sheetViewer(name, sheet.name) : previewText.viewer(name)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the sheet must scroll with the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        {sheet.rows.length === 0 ? <Text>{previewText.emptySheet}</Text> : <SheetTable sheet={sheet} zoom={zoom} />}
      </div>
    </div>
  );
}
