import { Badge, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentRegular, FolderRegular, LockClosedRegular } from '@fluentui/react-icons';
import { isStaffOnly } from '@ledgerline/shared/document-folders';
import type { DocumentItem } from '../../api/documents';
import { documentsLabels as l } from '../../texts/documents';
import { RouterLink } from '../RouterLink';
import { joinPath } from './paths';

const useStyles = makeStyles({
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  icon: { flexShrink: 0, fontSize: '20px', color: tokens.colorNeutralForeground3 },
  folderIcon: { color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  label: { overflowWrap: 'anywhere', textAlign: 'start' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  deleted: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
});

/** A folder's full path (its id is its path, but only its parent and name say so by the contract). */
export const folderPathOf = (item: DocumentItem) => joinPath(item.path, item.name);

/**
 * A file's or folder's icon and name: a folder's name links to it, a file's opens its preview; a deleted item is
 * marked and opens nothing. QD §2: a STAFF ONLY folder shows a lock (only staff ever see one).
 */
export function ItemName({
  item,
  folderHref,
  onPreview,
  showLocation = false,
}: {
  item: DocumentItem;
  folderHref: (path: string) => string;
  onPreview: (item: DocumentItem) => void;
  /** Search results: the folder each is in. */
  showLocation?: boolean;
}) {
  const s = useStyles();
  const folder = item.type === 'folder';
  const locked = folder && (item.staff_only === true || isStaffOnly(folderPathOf(item)));
  const Icon = locked ? LockClosedRegular : folder ? FolderRegular : DocumentRegular;
  const kind = locked ? l.staffOnly : folder ? l.folder : l.file;
  return (
    <span className={s.name}>
      <Icon className={mergeClasses(s.icon, folder && s.folderIcon)} role="img" aria-label={kind} />
      <span className={s.text}>
        {item.deleted_at ? (
          <span className={mergeClasses(s.label, s.deleted)}>{item.name}</span>
        ) : folder ? (
          <RouterLink className={s.label} to={folderHref(folderPathOf(item))}>
            {item.name}
          </RouterLink>
        ) : (
          <Link as="button" className={s.label} onClick={() => onPreview(item)}>
            {item.name}
          </Link>
        )}
        {showLocation && <span className={s.muted}>{l.inFolder(item.path)}</span>}
      </span>
      {item.deleted_at && (
        <Badge appearance="tint" color="danger" size="small">
          {l.deleted}
        </Badge>
      )}
    </span>
  );
}
