/**
 * The annotation editor of an extracted document's PDF (QD §3 Annotation, §5, §6 'Annotation tools: advisors with
 * annotation_enabled', §9 Annotation): one page at a time, zoomed (0.5 to 3) and turned (90 degrees), with check
 * marks and textboxes placed by click or tap (Check, Textbox), dragged or moved with the arrow keys (Move), and saved
 * as the document's whole list. Positions are PDF points from the page's bottom-left whatever the view's turn.
 *
 * react-pdf and pdf.js are large: hosts load this module with React.lazy (it has a default export for that). The
 * pdf.js worker is the same bundled file the other viewers use: no CDN.
 */
import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import {
  type AnnotationColour,
  type AnnotationMode,
  annotationTextProblem,
} from '@ledgerline/shared/extracted-documents';
import type { Annotation, SavedAnnotation } from '@ledgerline/shared/schemas/extracted-documents';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Document, type DocumentProps, Page, pdfjs } from 'react-pdf';
import { Loading } from '../../Loading';
import {
  fitScale,
  moveAnnotation,
  newCheck,
  newTextbox,
  nextRotation,
  type PageSize,
  type Rotation,
  screenMoveToPage,
  screenToPage,
  viewSize,
  withTextboxWidth,
  zoomIn,
  zoomOut,
} from './annotation-geometry';
import { AnnotationLayer } from './AnnotationLayer';
import { annotationText } from './annotation-texts';
import { AnnotationToolbar } from './AnnotationToolbar';
import { SelectedAnnotationPanel } from './SelectedAnnotationPanel';
import { useAnnotationStyles } from './styles';
import { useAnnotationDraft } from './useAnnotationDraft';

// react-pdf asks for the worker to be set in the module that renders its components; the same URL as the other
// viewers (documents/preview/PdfPreview.tsx, dashboard/PdfViewer.tsx), so all share one emitted worker file.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface AnnotationEditorProps {
  /** The PDF. Keep the same Blob across renders: a new one reloads the document. */
  file: Blob | null;
  /** The host is still fetching the file. */
  loading?: boolean;
  /** The document's saved annotations (get_annotations, or the extracted document's list). */
  annotations: SavedAnnotation[];
  /** Staff with the firm's annotation_enabled (QD §6); otherwise the annotations are only shown. */
  canEdit: boolean;
  /** Saves the whole list (save_annotations); true when saved. The host shows 'Annotation updated successfully'. */
  onSave: (annotations: Annotation[]) => Promise<boolean>;
}

/** pdf.js's document, as react-pdf hands it over (pdfjs-dist is react-pdf's dependency, not ours). */
type PdfDocument = Parameters<NonNullable<DocumentProps['onLoadSuccess']>>[0];

/** A page as pdf.js reads it: its size in points (including its own /Rotate) and that own turn. */
interface PageInfo extends PageSize {
  rotate: number;
}

export function AnnotationEditor({ file, loading, annotations, canEdit, onSave }: AnnotationEditorProps) {
  const s = useAnnotationStyles();
  const draft = useAnnotationDraft(annotations, onSave);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const pages = pdf?.numPages ?? 0;
  const [pageNumber, setPageNumber] = useState(1);
  const [pageInfo, setPageInfo] = useState<Record<number, PageInfo>>({});
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [mode, setMode] = useState<AnnotationMode>('view');
  const [colour, setColour] = useState<AnnotationColour>('black');
  const [failed, setFailed] = useState(false);
  const [available, setAvailable] = useState(0);
  const scroller = useRef<HTMLDivElement | null>(null);
  const sheet = useRef<HTMLDivElement | null>(null);
  const textInput = useRef<HTMLInputElement | null>(null);
  const marks = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ id: string; target: 'text' | 'mark' } | null>(null);
  const drag = useRef<{ id: string; x: number; y: number; start: Annotation } | null>(null);
  const hintId = useId();
  // The width the page fits, inside the scroller's padding. One callback for the editor's life: a new one each
  // render would measure again each render. Observing reports the first size at once.
  const scrollerRef = useCallback((el: HTMLDivElement | null) => {
    scroller.current = el;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A new file is a new document: start again at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the file changes
  useEffect(() => {
    setPdf(null);
    setPageNumber(1);
    setPageInfo({});
    setFailed(false);
  }, [file]);

  const fail = (err: unknown) => {
    console.error('Annotation editor', err);
    setFailed(true);
  };

  const editing = canEdit && mode !== 'view';
  const info = pageInfo[pageNumber];
  const scale = info ? fitScale(available, info, rotation) * zoom : 1;
  const drawn = info ? viewSize(info, scale, rotation) : null;
  const onPage = draft.items.filter((a) => a.page === pageNumber);
  const { selected, select, update } = draft;

  // The page's size before it is drawn, so that it is drawn once, at the scale that fits.
  useEffect(() => {
    if (!pdf || pageInfo[pageNumber]) return;
    let current = true;
    pdf
      .getPage(pageNumber)
      .then((p) => {
        // At scale 1 and the page's own turn: react-pdf's originalWidth and originalHeight.
        const { width, height } = p.getViewport({ scale: 1 });
        if (current) setPageInfo((known) => ({ ...known, [pageNumber]: { width, height, rotate: p.rotate } }));
      })
      .catch((err) => {
        console.error('Annotation editor', err);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [pdf, pageNumber, pageInfo]);

  useEffect(() => {
    const next = focusNext.current;
    if (!next || selected?.id !== next.id) return;
    focusNext.current = null;
    if (next.target === 'text') textInput.current?.focus();
    else marks.current.get(next.id)?.focus();
  }, [selected]);

  const goTo = (n: number) => {
    setPageNumber(Math.min(Math.max(1, n), pages || 1));
    select(null);
  };

  const chooseMode = (next: AnnotationMode) => {
    setMode(next);
    if (next === 'view') select(null);
  };

  const chooseColour = (next: AnnotationColour) => {
    setColour(next);
    if (selected) update(selected.id, (a) => ({ ...a, style: next }));
  };

  const addAt = (event: MouseEvent<HTMLButtonElement>) => {
    if (!info || !drawn || !sheet.current) return;
    const box = sheet.current.getBoundingClientRect();
    // detail 0: pressed with Enter or Space, so there is no pointer: the annotation goes to the page's middle.
    const point =
      event.detail === 0
        ? { x: drawn.width / 2, y: drawn.height / 2 }
        : { x: event.clientX - box.left, y: event.clientY - box.top };
    const at = screenToPage(point, info, scale, rotation);
    const place = { id: crypto.randomUUID(), pageNumber, page: info, at, style: colour };
    const made = mode === 'textbox' ? newTextbox(place) : newCheck(place);
    focusNext.current = { id: made.id, target: made.shape_type === 'textbox' ? 'text' : 'mark' };
    draft.add(made);
  };

  const remove = (id: string) => {
    draft.remove(id);
    scroller.current?.focus();
  };

  const onMarkKey = (event: KeyboardEvent<HTMLButtonElement>, a: Annotation) => {
    if (!info) return;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      // The arrows follow the screen: on a turned page, Right moves the mark to the right of the view.
      const d = screenMoveToPage(arrow[0], arrow[1], info, 1, rotation);
      select(a.id);
      update(a.id, (x) => moveAnnotation(x, d.dx * step, d.dy * step));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(a.id);
    } else if (event.key === 'Escape' && selected) {
      // Stops here so that a dialog around the editor stays open.
      event.stopPropagation();
      select(null);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, a: Annotation) => {
    select(a.id);
    if (mode !== 'move' || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: a.id, x: event.clientX, y: event.clientY, start: a };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || !info) return;
    const move = screenMoveToPage(event.clientX - d.x, event.clientY - d.y, info, scale, rotation);
    update(d.id, () => moveAnnotation(d.start, move.dx, move.dy));
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const invalid = draft.firstInvalid;
  const problem =
    invalid && invalid.id !== selected?.id
      ? annotationText.fixTextbox(invalid.page, annotationTextProblem(invalid.shape_type, invalid.text) ?? '')
      : null;

  if (loading || (!file && loading === undefined)) return <Loading label={annotationText.loading} />;
  if (!file || failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{annotationText.loadFailed}</MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <div className={s.root}>
      <AnnotationToolbar
        page={pageNumber}
        pages={pages}
        onPage={goTo}
        zoom={zoom}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onRotate={() => setRotation(nextRotation)}
        editing={
          canEdit
            ? {
                mode,
                onMode: chooseMode,
                colour: selected?.style ?? colour,
                onColour: chooseColour,
                canSave: draft.canSave,
                saving: draft.saving,
                onSave: () => void draft.save(),
                problem,
              }
            : undefined
        }
      />
      {editing && (
        <Text id={hintId} size={200}>
          {annotationText.moveHint}
        </Text>
      )}
      {editing && selected && (
        <SelectedAnnotationPanel
          annotation={selected}
          textRef={textInput}
          onText={(text) => update(selected.id, (a) => ({ ...a, text }))}
          onWidth={(width) => update(selected.id, (a) => withTextboxWidth(a, width))}
          onRemove={() => remove(selected.id)}
        />
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll region around the page, not a page section */}
      <div
        ref={scrollerRef}
        className={s.scroller}
        role="region"
        aria-label={annotationText.viewer(pageNumber)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable page must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <div ref={sheet} className={s.sheet} style={drawn ? { width: drawn.width, height: drawn.height } : undefined}>
          <Document
            file={file}
            // Loading and errors show here, not through a Suspense boundary the host would have to provide.
            suspense={false}
            loading={<Loading label={annotationText.loading} />}
            error={<span />}
            onLoadSuccess={setPdf}
            onLoadError={fail}
            onSourceError={fail}
            // A password-protected PDF is not asked for its password here.
            onPassword={() => fail(new Error('password-protected PDF'))}
          >
            {info ? (
              <Page
                pageNumber={pageNumber}
                scale={scale}
                rotate={(info.rotate + rotation) % 360}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={<Loading label={annotationText.loading} />}
                error={<span />}
                onLoadError={fail}
                onRenderError={fail}
              />
            ) : (
              pdf && <Loading label={annotationText.loading} />
            )}
          </Document>
          {info && editing && (mode === 'check' || mode === 'textbox') && (
            <button
              type="button"
              className={s.surface}
              aria-label={
                mode === 'check' ? annotationText.addCheck(pageNumber) : annotationText.addTextbox(pageNumber)
              }
              onClick={addAt}
            />
          )}
          {info && (
            <AnnotationLayer
              annotations={onPage}
              page={info}
              scale={scale}
              rotation={rotation}
              interaction={
                editing
                  ? {
                      selectedId: selected?.id ?? null,
                      movable: mode === 'move',
                      describedBy: hintId,
                      onSelect: (a) => select(a.id),
                      onKeyDown: onMarkKey,
                      onPointerDown,
                      onPointerMove,
                      onPointerUp,
                      markRef: (id, el) => {
                        if (el) marks.current.set(id, el);
                        else marks.current.delete(id);
                      },
                    }
                  : undefined
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}

export default AnnotationEditor;
