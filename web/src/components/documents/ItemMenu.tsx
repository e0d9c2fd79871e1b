import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { DocumentItem } from '../../api/documents';
import { documentsLabels as l } from '../../texts/documents';
import type { ItemAction, ItemActionState } from './item-actions';

const labels: Record<ItemAction, string> = {
  open: l.open,
  preview: l.previewAction,
  download: l.download,
  convert: l.convertAction,
  rename: l.renameAction,
  move: l.moveOrCopy,
  delete: l.deleteAction,
  description: l.editDescriptionAction,
  tags: l.tagsAction,
  'copy-link': l.copyClientLink,
  restore: l.restoreAction,
};

/**
 * A row's or card's actions as a menu. An unavailable action stays listed, disabled, with its reason beside it
 * ('Disabled by firm'), so the person learns why rather than wondering where it went.
 */
export function ItemMenu({
  item,
  actions,
  onAction,
}: {
  item: DocumentItem;
  actions: ItemActionState[];
  onAction: (item: DocumentItem, action: ItemAction) => void;
}) {
  // The dialogs open by state: focus goes back to this button when they close.
  const restoreFocusHere = useRestoreFocusTarget();
  if (actions.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          {...restoreFocusHere}
          appearance="subtle"
          size="small"
          icon={<MoreHorizontalRegular />}
          aria-label={l.actionsFor(item.name)}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map(({ action, reason }) => (
            <MenuItem
              key={action}
              disabled={reason !== null}
              secondaryContent={reason ?? undefined}
              onClick={() => onAction(item, action)}
            >
              {labels[action]}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
