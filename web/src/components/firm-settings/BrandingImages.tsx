import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { firmSettings, type BrandingKind, type BrandingType } from '../../api/firm-settings';
import { firmSettingsText as t } from '../../texts/firmSettings';
import { toastError, toastSuccess } from '../../toast';
import { FilePicker } from '../ui/FilePicker';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '200px' },
  logo: { maxWidth: '200px', maxHeight: '80px', objectFit: 'contain', alignSelf: 'flex-start' },
  favicon: { width: '32px', height: '32px', objectFit: 'contain' },
  none: { color: tokens.colorNeutralForeground2 },
});

const maxBytes = 2 * 1024 * 1024;
const types: Record<string, BrandingType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/x-icon': 'image/x-icon',
  'image/vnd.microsoft.icon': 'image/x-icon',
};

function refuse(text: string): null {
  toastError(text);
  return null;
}

/** PUTs the file through a presigned link and confirms it; the new links, or null with the reason toasted. */
async function upload(kind: BrandingKind, file: File) {
  const type = types[file.type] ?? (file.name.toLowerCase().endsWith('.ico') ? 'image/x-icon' : undefined);
  if (!type) return refuse(t.imageType);
  if (file.size > maxBytes) return refuse(t.imageTooLarge);
  const link = await firmSettings.brandingLink(kind, type, file.size);
  if (!link?.ok) return null;
  const put = await fetch(link.data.url, { method: 'PUT', headers: link.data.headers, body: file }).catch(() => null);
  if (!put?.ok) return refuse(t.uploadFailed);
  const done = await firmSettings.confirmBranding(kind, link.data.upload_key);
  return done?.ok ? done.data : null;
}

/** FA §3.4 medium_url and favicon_url: the firm's logo and favicon, each replaced by an upload at once. */
export function BrandingImages({
  logoUrl,
  faviconUrl,
  onUploaded,
}: {
  logoUrl: string | null;
  faviconUrl: string | null;
  onUploaded: () => Promise<unknown>;
}) {
  const s = useStyles();
  const [busy, setBusy] = useState<BrandingKind | null>(null);

  async function take(kind: BrandingKind, files: File[]) {
    const file = files[0];
    if (!file || busy) return;
    setBusy(kind);
    const links = await upload(kind, file);
    if (links) {
      await onUploaded();
      toastSuccess(t.uploaded);
    }
    setBusy(null);
  }

  const item = (kind: BrandingKind, label: string, url: string | null, className: string) => (
    <div className={s.item}>
      {url ? (
        <img src={url} alt={label} className={className} />
      ) : (
        <Text className={s.none}>
          {label}: {t.noImage}
        </Text>
      )}
      <FilePicker
        title={label}
        chooseLabel={url ? t.replace(label) : t.upload(label)}
        hint={t.imageTypes}
        disabled={busy !== null}
        onFiles={(files) => void take(kind, files)}
      />
    </div>
  );

  return (
    <div className={s.row}>
      {item('logo', t.logo, logoUrl, s.logo)}
      {item('favicon', t.favicon, faviconUrl, s.favicon)}
    </div>
  );
}
