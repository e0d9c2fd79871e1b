import {
  makeStyles,
  Spinner,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeItemValue,
} from '@fluentui/react-components';
import { FolderRegular, LockClosedRegular } from '@fluentui/react-icons';
import { folderChain, isStaffOnly } from '@ledgerline/shared/document-folders';
import { useState, type MouseEvent } from 'react';
import type { DocumentItem } from '../../api/documents';
import { useFolderChildren } from '../../hooks/useDocuments';
import { documentsLabels as l } from '../../texts/documents';
import { folderPathOf } from './ItemName';
import { rootFolderName } from './paths';

const useStyles = makeStyles({
  current: { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: tokens.fontWeightSemibold },
  lock: { color: tokens.colorPaletteMarigoldForeground2 },
});

interface TreeContext {
  companyId: string;
  current: string;
  /** Whether a folder is listed (staff previewing a client never see STAFF ONLY ones). */
  shown: (path: string) => boolean;
  onChoose: (path: string) => void;
  open: ReadonlySet<TreeItemValue>;
}

/** The folders a path runs through, the root first: they are open so the folder chosen is in view. */
const chainOf = (path: string) => ['/', ...folderChain(path)];

/**
 * QD §2 left folder tree (folders only), one level read when its folder is opened (get_documents folders_only).
 * Choosing a folder (click, Enter) opens it in the browser; the arrow keys move and open branches. Used by the
 * browser and by the Specify new location dialog (with its own `current`).
 */
export function FolderTree({
  companyId,
  current,
  onChoose,
  shown,
  label = l.folders,
}: {
  companyId: string;
  current: string;
  onChoose: (path: string) => void;
  shown: (path: string) => boolean;
  label?: string;
}) {
  const [open, setOpen] = useState<Set<TreeItemValue>>(() => new Set(chainOf(current)));
  // The folder chosen elsewhere (the table, the breadcrumbs) opens its branch here too.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setOpen((o) => new Set([...o, ...chainOf(current)]));
  }
  const ctx: TreeContext = { companyId, current, shown, onChoose, open };
  return (
    <Tree aria-label={label} size="small" openItems={open} onOpenChange={(_, d) => setOpen(new Set(d.openItems))}>
      <FolderNode ctx={ctx} path="/" name={rootFolderName} mayHaveChildren locked={false} />
    </Tree>
  );
}

function FolderNode({
  ctx,
  path,
  name,
  mayHaveChildren,
  locked,
}: {
  ctx: TreeContext;
  path: string;
  name: string;
  mayHaveChildren: boolean;
  locked: boolean;
}) {
  const s = useStyles();
  const isOpen = ctx.open.has(path);
  const choose = (e: MouseEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    // Only this item's own row: not a click inside its subtree, nor on its expand arrow (that only opens it).
    if (target.closest('[role="treeitem"]') !== e.currentTarget) return;
    if (target.closest('.fui-TreeItemLayout__expandIcon')) return;
    ctx.onChoose(path);
  };
  const Icon = locked ? LockClosedRegular : FolderRegular;
  return (
    <TreeItem
      itemType={mayHaveChildren ? 'branch' : 'leaf'}
      value={path}
      onClick={choose}
      aria-current={ctx.current === path ? 'location' : undefined}
    >
      <TreeItemLayout
        className={ctx.current === path ? s.current : undefined}
        iconBefore={<Icon className={locked ? s.lock : undefined} aria-label={locked ? l.staffOnly : undefined} />}
      >
        {name}
      </TreeItemLayout>
      {mayHaveChildren && isOpen && <FolderChildren ctx={ctx} path={path} />}
    </TreeItem>
  );
}

function FolderChildren({ ctx, path }: { ctx: TreeContext; path: string }) {
  const { data, error } = useFolderChildren(ctx.companyId, path, false);
  if (error) return null;
  if (!data)
    return (
      <Tree>
        <TreeItem itemType="leaf" value={`${path}\u0000loading`}>
          <TreeItemLayout iconBefore={<Spinner size="extra-tiny" />}>{l.loading}</TreeItemLayout>
        </TreeItem>
      </Tree>
    );
  const folders = data.filter((f: DocumentItem) => !f.deleted_at && ctx.shown(folderPathOf(f)));
  if (folders.length === 0) return null;
  return (
    <Tree>
      {folders.map((f) => {
        const own = folderPathOf(f);
        return (
          <FolderNode
            key={f.id}
            ctx={ctx}
            path={own}
            name={f.name}
            mayHaveChildren={f.items_count !== 0}
            locked={f.staff_only === true || isStaffOnly(own)}
          />
        );
      })}
    </Tree>
  );
}
