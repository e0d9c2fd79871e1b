import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  tools: { display: 'flex', flexShrink: 0, gap: tokens.spacingHorizontalXXS },
});

/**
 * Move up, Move down and Delete for a section or a question. At either end the move button stays focusable
 * (aria-disabled), so focus kept on it after a move is never dropped on the page.
 */
export function ItemTools({
  upId,
  downId,
  upLabel,
  downLabel,
  deleteLabel,
  canMoveUp,
  canMoveDown,
  onMove,
  onDelete,
}: {
  upId: string;
  downId: string;
  upLabel: string;
  downLabel: string;
  deleteLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const s = useStyles();
  return (
    <span className={s.tools}>
      <Button
        id={upId}
        appearance="subtle"
        icon={<ArrowUpRegular />}
        aria-label={upLabel}
        disabledFocusable={!canMoveUp}
        onClick={() => onMove(-1)}
      />
      <Button
        id={downId}
        appearance="subtle"
        icon={<ArrowDownRegular />}
        aria-label={downLabel}
        disabledFocusable={!canMoveDown}
        onClick={() => onMove(1)}
      />
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={deleteLabel} onClick={onDelete} />
    </span>
  );
}
