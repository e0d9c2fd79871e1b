/**
 * The editor's tools (QD §5 Glossary, §9 Annotation): pages, zoom 0.5 to 3 in steps of 0.1, a quarter turn, and for
 * those who may annotate the mode (View, Move, Check, Textbox), the colour (Black, Red, Green, Blue) and Save.
 * Groups wrap whole onto the next line on a narrow screen.
 */
import { Button, Label, Radio, RadioGroup, Text } from '@fluentui/react-components';
import {
  ArrowRotateClockwiseRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  SaveRegular,
  ZoomInRegular,
  ZoomOutRegular,
} from '@fluentui/react-icons';
import {
  type AnnotationColour,
  type AnnotationMode,
  annotationRgb,
  annotationRules,
} from '@ledgerline/shared/extracted-documents';
import { useId } from 'react';
import { canZoomIn, canZoomOut, zoomPercent } from './annotation-geometry';
import { annotationText } from './annotation-texts';
import { useAnnotationStyles } from './styles';

export interface AnnotationToolbarProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onRotate: () => void;
  /** Absent when the user may only look (annotation_enabled off, or not staff). */
  editing?: {
    mode: AnnotationMode;
    onMode: (mode: AnnotationMode) => void;
    colour: AnnotationColour;
    onColour: (colour: AnnotationColour) => void;
    canSave: boolean;
    saving: boolean;
    onSave: () => void;
    /** Why Save is disabled when the reason is not on screen. */
    problem: string | null;
  };
}

const swatch = (colour: AnnotationColour) => {
  const [r, g, b] = annotationRgb[colour];
  return `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)})`;
};

export function AnnotationToolbar({
  page,
  pages,
  onPage,
  zoom,
  onZoomIn,
  onZoomOut,
  onRotate,
  editing,
}: AnnotationToolbarProps) {
  const s = useAnnotationStyles();
  const modeLabel = useId();
  const colourLabel = useId();
  return (
    <div className={s.toolbar}>
      <div className={s.group}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label={annotationText.previousPage}
          disabledFocusable={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Text aria-live="polite">{annotationText.pageOf(page, Math.max(pages, 1))}</Text>
        <Button
          icon={<ChevronRightRegular />}
          aria-label={annotationText.nextPage}
          disabledFocusable={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </div>
      <div className={s.group}>
        <Button
          icon={<ZoomOutRegular />}
          aria-label={annotationText.zoomOut}
          disabledFocusable={!canZoomOut(zoom)}
          onClick={onZoomOut}
        />
        <Text className={s.readout} aria-live="polite">
          {zoomPercent(zoom)}
        </Text>
        <Button
          icon={<ZoomInRegular />}
          aria-label={annotationText.zoomIn}
          disabledFocusable={!canZoomIn(zoom)}
          onClick={onZoomIn}
        />
        <Button icon={<ArrowRotateClockwiseRegular />} aria-label={annotationText.rotate} onClick={onRotate} />
      </div>
      {editing && (
        <>
          <div className={s.group}>
            <Label id={modeLabel}>{annotationText.mode}</Label>
            <RadioGroup
              aria-labelledby={modeLabel}
              layout="horizontal"
              className={s.choices}
              value={editing.mode}
              onChange={(_, d) => editing.onMode(d.value as AnnotationMode)}
            >
              {annotationRules.modes.map((m) => (
                <Radio key={m} value={m} label={annotationText.modes[m]} />
              ))}
            </RadioGroup>
          </div>
          <div className={s.group}>
            <Label id={colourLabel}>{annotationText.colour}</Label>
            <RadioGroup
              aria-labelledby={colourLabel}
              layout="horizontal"
              className={s.choices}
              value={editing.colour}
              onChange={(_, d) => editing.onColour(d.value as AnnotationColour)}
            >
              {annotationRules.colours.map((c) => (
                <Radio
                  key={c}
                  value={c}
                  label={
                    <>
                      <span aria-hidden className={s.swatch} style={{ backgroundColor: swatch(c) }} />
                      {annotationText.colours[c]}
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </div>
          <div className={s.group}>
            <Button
              appearance="primary"
              icon={<SaveRegular />}
              disabled={!editing.canSave || editing.saving}
              onClick={editing.onSave}
            >
              {annotationText.save}
            </Button>
            {editing.problem && <Text className={s.problem}>{editing.problem}</Text>}
          </div>
        </>
      )}
    </div>
  );
}
