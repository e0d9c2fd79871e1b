/**
 * QD §2 Document browser, Preview: a document in a dialog titled with its name, fetched from its short-lived link.
 * pdf, images (jpg, jpeg, png, gif, avif), heic and spreadsheets (xlsx, xls) show in the page; any other type shows
 * 'File type not supported yet' and a Download button (QD §2). The toolbar zooms (0.5 to 3 in steps of 0.1) and
 * turns the document (90 degrees; QD §5 Glossary), downloads it and closes; Escape closes too.
 *
 * Loaded with React.lazy by the document browser; the heavy readers load only for the file that needs them:
 * react-pdf and pdf.js (PdfPreview), SheetJS (in the worker SpreadsheetPreview starts), the HEIC converter (heic.ts).
 */
import {
  Button,
  Dialog,
  DialogBody,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowRotateClockwiseRegular,
  DismissRegular,
  ZoomInRegular,
  ZoomOutRegular,
} from '@fluentui/react-icons';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { saveBlob } from '../../../api/conversations';
import { Loading } from '../../Loading';
import { ImagePreview } from './ImagePreview';
import { type PreviewKind, previewKind, spreadsheetFormat } from './preview-kind';
import { useViewerStyles } from './styles';
import { previewText } from './texts';
import { useDocumentBlob } from '../../ui/useDocumentBlob';
import { canZoomIn, canZoomOut, type Rotation, rotate, zoomIn, zoomOut, zoomPercent } from '../../ui/zoom';

const PdfPreview = lazy(() => import('./PdfPreview'));
const SpreadsheetPreview = lazy(() => import('./SpreadsheetPreview'));

export interface DocumentPreviewProps {
  name: string;
  /** A short-lived link to the file's bytes (presigned). A new link is taken for a new document: the preview reloads. */
  url: string;
  /** Decides the viewer when the name has no extension. */
  contentType?: string;
  onClose: () => void;
}

/** Below this width the dialog fills the screen. */
const narrow = '@media (max-width: 640px)';

const useStyles = makeStyles({
  surface: {
    width: 'min(1200px, 96vw)',
    maxWidth: 'none',
    height: '92dvh',
    maxHeight: 'none',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    display: 'flex',
    [narrow]: {
      width: '100vw',
      height: '100dvh',
      borderRadius: 0,
      padding: tokens.spacingHorizontalS,
    },
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minWidth: 0,
    minHeight: 0,
    maxHeight: 'none',
    gap: tokens.spacingVerticalM,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { flex: '1 1 16em', minWidth: 0, overflowWrap: 'anywhere' },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  zoom: { minWidth: '3.5em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
  content: { flex: 1, minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' },
  unsupported: {
    margin: 'auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
  },
});

const turns = (kind: PreviewKind) => kind === 'pdf' || kind === 'image' || kind === 'heic';
const zooms = (kind: PreviewKind) => turns(kind) || kind === 'spreadsheet';

function PreviewBody({ name, url, contentType, onClose }: DocumentPreviewProps) {
  const s = useStyles();
  const v = useViewerStyles();
  const kind = previewKind(name, contentType);
  const file = useDocumentBlob(kind === 'unsupported' ? null : url);
  const [viewerFailed, setViewerFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState<Rotation>(0);
  const failed = file.failed || viewerFailed;
  const onError = () => setViewerFailed(true);
  const openLink = () => window.open(url, '_blank', 'noopener,noreferrer');
  // Once the bytes are here, Download saves them under the document's name (and works after the link expires).
  const download = () => (file.blob ? saveBlob(file.blob, name) : openLink());

  let content: ReactNode;
  if (kind === 'unsupported') {
    content = (
      <div className={s.unsupported}>
        <Text size={400}>{previewText.unsupported}</Text>
        <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={openLink}>
          {previewText.download}
        </Button>
      </div>
    );
  } else if (failed) {
    content = (
      <MessageBar intent="error">
        <MessageBarBody>{previewText.loadFailed}</MessageBarBody>
      </MessageBar>
    );
  } else if (!file.blob) {
    content = <Loading label={previewText.loading} />;
  } else if (kind === 'pdf') {
    content = <PdfPreview name={name} blob={file.blob} zoom={zoom} rotation={rotation} onError={onError} />;
  } else if (kind === 'spreadsheet') {
    content = (
      <SpreadsheetPreview
        name={name}
        blob={file.blob}
        format={spreadsheetFormat(name, contentType)}
        zoom={zoom}
        onError={onError}
      />
    );
  } else {
    content = (
      <ImagePreview
        name={name}
        blob={file.blob}
        heic={kind === 'heic'}
        zoom={zoom}
        rotation={rotation}
        onError={onError}
      />
    );
  }

  const canZoom = zooms(kind) && !failed;
  const canTurn = turns(kind) && !failed;
  return (
    <DialogBody className={s.body}>
      <div className={s.header}>
        <DialogTitle className={s.title}>{name}</DialogTitle>
        <div className={s.tools} role="toolbar" aria-label={previewText.tools}>
          {canZoom && (
            <>
              <Button
                appearance="subtle"
                icon={<ZoomOutRegular />}
                aria-label={previewText.zoomOut}
                disabledFocusable={!canZoomOut(zoom)}
                onClick={() => setZoom(zoomOut)}
              />
              <Text className={s.zoom} role="status">
                <span className={v.visuallyHidden}>{previewText.zoomLevel} </span>
                {zoomPercent(zoom)}
              </Text>
              <Button
                appearance="subtle"
                icon={<ZoomInRegular />}
                aria-label={previewText.zoomIn}
                disabledFocusable={!canZoomIn(zoom)}
                onClick={() => setZoom(zoomIn)}
              />
            </>
          )}
          {canTurn && (
            <Button
              appearance="subtle"
              icon={<ArrowRotateClockwiseRegular />}
              aria-label={previewText.rotate}
              onClick={() => setRotation(rotate)}
            />
          )}
          <Button
            appearance="subtle"
            icon={<ArrowDownloadRegular />}
            aria-label={previewText.download}
            onClick={download}
          />
          <Button appearance="subtle" icon={<DismissRegular />} aria-label={previewText.close} onClick={onClose} />
        </div>
      </div>
      <div className={s.content}>
        <Suspense fallback={<Loading label={previewText.loading} />}>{content}</Suspense>
      </div>
    </DialogBody>
  );
}

export default function DocumentPreview(props: DocumentPreviewProps) {
  const s = useStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={s.surface}>
        {/* A new link is a new document: its own zoom, rotation and state. */}
        <PreviewBody key={props.url} {...props} />
      </DialogSurface>
    </Dialog>
  );
}
