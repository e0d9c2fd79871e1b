import { Button, makeStyles, Text, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import type { DocumentItem } from '../../api/documents';
import { documentsLabels as l } from '../../texts/documents';
import { ReasonButton } from './ReasonButton';
import { bulkProblem, downloadProblem, selectionKind } from './selection';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
  },
  count: { color: tokens.colorNeutralForeground2 },
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { flexBasis: '100%', color: tokens.colorNeutralForeground3 },
});

export type BulkAction = 'download' | 'convert' | 'move' | 'delete' | 'restore';

/**
 * Actions on the selected files and folders (QD §2, §4): download (a zip of the selected files), move or copy,
 * delete, and for staff restore and images-to-PDF. A mix of deleted and non-deleted items acts on nothing, and
 * says so (documentBrowserText.mixedSelection). `changeReason` is why the person may not change them ('Disabled by
 * firm'), when that is so.
 */
export function BulkBar({
  items,
  staff,
  changeReason,
  onAction,
  onClear,
}: {
  items: DocumentItem[];
  staff: boolean;
  changeReason: string | null;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const s = useStyles();
  const restoreFocusHere = useRestoreFocusTarget();
  const mixed = bulkProblem(items);
  const kind = selectionKind(items);
  const zipReason = downloadProblem(items);
  const hints = [...new Set([mixed, zipReason, changeReason].filter((h): h is string => Boolean(h)))];
  return (
    <div className={s.bar}>
      <span className={s.count} role="status">
        {l.selected(items.length)}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset */}
      <div role="group" aria-label={l.bulkActions} className={s.group}>
        {kind === 'deleted' ? (
          staff && (
            <Button {...restoreFocusHere} size="small" onClick={() => onAction('restore')}>
              {l.restoreSelected}
            </Button>
          )
        ) : (
          <>
            <ReasonButton {...restoreFocusHere} size="small" reason={zipReason} onClick={() => onAction('download')}>
              {l.downloadSelected}
            </ReasonButton>
            {staff && (
              <ReasonButton {...restoreFocusHere} size="small" reason={zipReason} onClick={() => onAction('convert')}>
                {l.convertSelected}
              </ReasonButton>
            )}
            <ReasonButton
              {...restoreFocusHere}
              size="small"
              reason={mixed ?? changeReason}
              onClick={() => onAction('move')}
            >
              {l.moveSelected}
            </ReasonButton>
            <ReasonButton
              {...restoreFocusHere}
              size="small"
              reason={mixed ?? changeReason}
              onClick={() => onAction('delete')}
            >
              {l.deleteSelected}
            </ReasonButton>
          </>
        )}
      </div>
      <Button appearance="transparent" size="small" onClick={onClear}>
        {l.clearSelection}
      </Button>
      {hints.length > 0 && (
        <Text size={200} className={s.hint}>
          {hints.join(' ')}
        </Text>
      )}
    </div>
  );
}
