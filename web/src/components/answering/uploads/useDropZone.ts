/**
 * The drop zone of an upload question and of the additional attachments (QD §4: a document chip dragged here moves
 * it; files dropped here are uploaded): its look while something is over it and its drag handlers. Dropping is the
 * pointer's shortcut; the zones' buttons and the chips' Move menu do the same by keyboard.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type DragEvent, useState } from 'react';
import type { AnsweredQuestion } from '../../../api/answering';
import { documentDragType, type DraggedDocument } from './DocumentChips';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  over: { backgroundColor: tokens.colorBrandBackground2, border: `1px dashed ${tokens.colorBrandStroke1}` },
});

export function useDropZone(
  q: AnsweredQuestion,
  canDrop: boolean,
  on: { document: (location: string) => void; files: (files: File[]) => void },
) {
  const s = useStyles();
  const [over, setOver] = useState(false);
  return {
    className: mergeClasses(s.zone, over && s.over),
    onDragOver: (e: DragEvent) => {
      if (!canDrop) return;
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      if (!canDrop) return;
      const dragged = e.dataTransfer.getData(documentDragType);
      if (dragged) {
        const d = JSON.parse(dragged) as DraggedDocument;
        if (d.fromQuestionId !== q.id) on.document(d.location);
        return;
      }
      const files = Array.from(e.dataTransfer.files);
      if (files.length > 0) on.files(files);
    },
  };
}
