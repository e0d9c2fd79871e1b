/**
 * The documents an upload question's answer names (QD §3: locations joined by the separator), each as a chip with
 * its file name, what recognition made of it when it was recognised ('Processing', 'Completed', 'Processed (needs
 * Review)', 'Failed': QD §4; clients see it too), Preview (a short-lived link, opened in a new tab), Remove, and Move
 * to another upload question. The chip can also be dragged onto another upload question (QD §4); the Move menu does
 * the same by keyboard or touch.
 */
import {
  Badge,
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { ArrowMoveRegular, DeleteRegular, DocumentRegular, OpenRegular } from '@fluentui/react-icons';
import { documentLocationName } from '@ledgerline/shared/documents';
import type { AnsweredQuestion } from '../../../api/answering';
import { answeringLabels as l } from '../../../texts/answering';
import { chipStatus } from './extracted-status';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  chip: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxWidth: '100%',
  },
  draggable: { cursor: 'grab' },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center', gap: '6px' },
});

/** The drag data of a chip: which document leaves which question. */
export const documentDragType = 'application/x-ledgerline-document';
export interface DraggedDocument {
  location: string;
  fromQuestionId: string;
}

export function DocumentChips({
  q,
  locations,
  canChange,
  moveTargets,
  onPreview,
  onRemove,
  onMove,
}: {
  q: AnsweredQuestion;
  locations: string[];
  canChange: boolean;
  /** Other upload questions a document may move to. */
  moveTargets: AnsweredQuestion[];
  onPreview: (location: string) => void;
  onRemove: (location: string) => void;
  onMove: (location: string, to: AnsweredQuestion) => void;
}) {
  const s = useStyles();
  if (locations.length === 0) return null;
  return (
    <ul className={s.list} aria-label={l.documents}>
      {locations.map((location) => {
        const name = documentLocationName(location) || location;
        const status = chipStatus(q, location);
        return (
          <li
            key={location}
            className={canChange ? `${s.chip} ${s.draggable}` : s.chip}
            draggable={canChange}
            onDragStart={(e) => {
              const data: DraggedDocument = { location, fromQuestionId: q.id };
              e.dataTransfer.setData(documentDragType, JSON.stringify(data));
              e.dataTransfer.effectAllowed = 'move';
            }}
          >
            <span className={s.name}>
              <DocumentRegular aria-hidden />
              {name}
            </span>
            {status && (
              <Badge appearance="tint" color={status.tone} shape="rounded">
                {status.label}
              </Badge>
            )}
            <Button
              size="small"
              appearance="subtle"
              icon={<OpenRegular />}
              aria-label={l.previewDocument(name)}
              onClick={() => onPreview(location)}
            >
              {l.preview}
            </Button>
            {canChange && moveTargets.length > 0 && (
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowMoveRegular />}
                    aria-label={l.moveDocument(name)}
                  />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    {moveTargets.map((t) => (
                      <MenuItem key={t.id} onClick={() => onMove(location, t)}>
                        {l.moveTo(t.number, t.text)}
                      </MenuItem>
                    ))}
                  </MenuList>
                </MenuPopover>
              </Menu>
            )}
            {canChange && (
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={l.removeDocument(name)}
                onClick={() => onRemove(location)}
              >
                {l.remove}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
