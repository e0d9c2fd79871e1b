/**
 * What the selected annotation offers: a textbox's text (QD §5: required, at most 32 characters, the messages shown
 * as the reviewer types) and width (80 to 400 points), and for either shape 'Remove annotation'.
 */
import { Button, Field, Input, SpinButton, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { annotationRules, annotationTextProblem } from '@ledgerline/shared/extracted-documents';
import type { Annotation } from '@ledgerline/shared/schemas/extracted-documents';
import type { Ref } from 'react';
import { annotationName, annotationText } from './annotation-texts';
import { useAnnotationStyles } from './styles';

export interface SelectedAnnotationPanelProps {
  annotation: Annotation;
  textRef: Ref<HTMLInputElement>;
  onText: (text: string) => void;
  onWidth: (width: number) => void;
  onRemove: () => void;
}

export function SelectedAnnotationPanel({
  annotation,
  textRef,
  onText,
  onWidth,
  onRemove,
}: SelectedAnnotationPanelProps) {
  const s = useAnnotationStyles();
  const problem = annotationTextProblem(annotation.shape_type, annotation.text);
  const isTextbox = annotation.shape_type === 'textbox';
  return (
    <section className={s.details} aria-label={annotationText.selected}>
      {isTextbox ? (
        <>
          <Field
            className={s.textField}
            label={annotationText.text}
            required
            validationState={problem ? 'error' : 'none'}
            validationMessage={problem ?? undefined}
          >
            <Input ref={textRef} value={annotation.text ?? ''} onChange={(_, d) => onText(d.value)} />
          </Field>
          <Field className={s.widthField} label={annotationText.width} hint={annotationText.widthHint}>
            <SpinButton
              min={annotationRules.minWidth}
              max={annotationRules.maxWidth}
              step={1}
              value={Math.round(annotation.position_data.width)}
              onChange={(_, d) => {
                const typed = d.value ?? (d.displayValue === undefined ? Number.NaN : Number(d.displayValue));
                if (Number.isFinite(typed)) onWidth(typed);
              }}
            />
          </Field>
        </>
      ) : (
        <Text>{annotationName(annotation)}</Text>
      )}
      <Button className={s.removeButton} icon={<DeleteRegular />} onClick={onRemove}>
        {annotationText.remove}
      </Button>
    </section>
  );
}
