import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { deliveryText as t } from '../../texts/taxReturnDelivery';

export type DownloadChoice = { include_other_pages: true } | { only_signature_pages: true };

/**
 * The delivered return's downloads: the whole return with the signatures on it, or only the signature pages. Never
 * disabled while one runs (focus would drop to <body>): `onDownload` ignores a second one itself.
 */
export function DownloadMenu({ onDownload }: { onDownload: (c: DownloadChoice) => void }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<ArrowDownloadRegular />}>{t.download}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onDownload({ include_other_pages: true })}>{t.downloadWhole}</MenuItem>
          <MenuItem onClick={() => onDownload({ only_signature_pages: true })}>{t.downloadSignaturePages}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
