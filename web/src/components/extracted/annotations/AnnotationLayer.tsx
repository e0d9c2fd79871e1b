/**
 * The annotations of one page, drawn over it (QD §3 Annotation): check marks and textboxes in their colours, at 12 pt
 * text. The layer is laid out in the page's own space and turned with the page, so a turned view shows the same
 * positions. Without `interaction` the marks are pictures with names (the read-only overlay); with it they are buttons.
 */
import { mergeClasses } from '@fluentui/react-components';
import { annotationRgb, annotationRules, annotationTextProblem } from '@ledgerline/shared/extracted-documents';
import type { Annotation } from '@ledgerline/shared/schemas/extracted-documents';
import type { KeyboardEvent, PointerEvent } from 'react';
import { annotationBox, layerTransform, type PageSize, type Rotation } from './annotation-geometry';
import { annotationName } from './annotation-texts';
import { useAnnotationStyles } from './styles';

export interface AnnotationInteraction {
  selectedId: string | null;
  /** Move mode: marks are dragged. */
  movable: boolean;
  /** The id of the text that tells how the keyboard moves and removes a mark. */
  describedBy?: string;
  onSelect: (annotation: Annotation) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, annotation: Annotation) => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>, annotation: Annotation) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  /** Lets the editor move focus to a mark it has just made. */
  markRef: (id: string, element: HTMLButtonElement | null) => void;
}

export interface AnnotationLayerProps {
  /** This page's annotations. */
  annotations: readonly Annotation[];
  /** The page's size in points at rotation 0. */
  page: PageSize;
  /** Pixels per point. */
  scale: number;
  rotation: Rotation;
  interaction?: AnnotationInteraction;
}

const cssColour = (a: Annotation) => {
  const [r, g, b] = annotationRgb[a.style] ?? annotationRgb.black;
  return `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)})`;
};

export function AnnotationLayer({ annotations, page, scale, rotation, interaction }: AnnotationLayerProps) {
  const s = useAnnotationStyles();
  return (
    <div
      className={s.layer}
      style={{
        width: page.width * scale,
        height: page.height * scale,
        transform: layerTransform(page, scale, rotation),
      }}
    >
      {annotations.map((a) => {
        const box = annotationBox({ ...a.position_data, pageHeight: page.height }, scale);
        const isCheck = a.shape_type === 'check';
        const invalid = annotationTextProblem(a.shape_type, a.text) !== null;
        const style = {
          left: box.left,
          top: box.top,
          width: box.width,
          height: box.height,
          color: cssColour(a),
          fontSize: (isCheck ? annotationRules.checkSize * 0.8 : annotationRules.fontSize) * scale,
          lineHeight: 1,
          paddingLeft: isCheck ? 0 : 2 * scale,
        };
        const content = isCheck ? '✓' : (a.text ?? '');
        const kind = isCheck ? s.check : s.textbox;
        if (!interaction) {
          return (
            <span
              key={a.id}
              role="img"
              aria-label={annotationName(a)}
              className={mergeClasses(s.mark, kind, s.passive)}
              style={style}
            >
              {content}
            </span>
          );
        }
        const selected = interaction.selectedId === a.id;
        return (
          <button
            key={a.id}
            ref={(el) => interaction.markRef(a.id, el)}
            type="button"
            aria-label={annotationName(a)}
            aria-pressed={selected}
            aria-describedby={interaction.describedBy}
            className={mergeClasses(
              s.mark,
              kind,
              interaction.movable ? s.movable : s.pickable,
              selected && s.selected,
              invalid && s.invalid,
            )}
            style={style}
            onClick={() => interaction.onSelect(a)}
            onKeyDown={(e) => interaction.onKeyDown(e, a)}
            onPointerDown={(e) => interaction.onPointerDown(e, a)}
            onPointerMove={interaction.onPointerMove}
            onPointerUp={interaction.onPointerUp}
            onPointerCancel={interaction.onPointerUp}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}
