import {
  makeStyles,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { DocumentItem, DocumentSort } from '../../api/documents';
import { documentsLabels as l } from '../../texts/documents';
import {
  CreatedCell,
  ScrollTable,
  SelectHeaderCell,
  SelectRowCheckbox,
  SortableHeaderCell,
  TagBadges,
  type TableSort,
} from '../ui/DirectoryTable';
import type { DocumentColumn } from './columns';
import type { ItemAction, ItemActionState } from './item-actions';
import { ItemMenu } from './ItemMenu';
import { ItemName } from './ItemName';

const useStyles = makeStyles({
  date: { width: '120px', whiteSpace: 'nowrap' },
  actions: { width: '56px' },
  description: { maxWidth: '260px', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  deletedRow: { backgroundColor: tokens.colorNeutralBackground3 },
});

export interface ItemListProps {
  items: DocumentItem[];
  columns: DocumentColumn[];
  /** The server's sort; without it (search results) the headers do not sort. */
  sort?: TableSort<DocumentSort>;
  onSort?: (sort: TableSort<DocumentSort>) => void;
  selected: ReadonlySet<string>;
  onSelect: (items: DocumentItem[], on: boolean) => void;
  actionsOf: (item: DocumentItem) => ItemActionState[];
  onAction: (item: DocumentItem, action: ItemAction) => void;
  folderHref: (path: string) => string;
  showLocation?: boolean;
}

const headerLabel: Record<Exclude<DocumentColumn, 'select'>, string> = {
  name: l.columns.name,
  description: l.columns.description,
  tags: l.columns.tags,
  updated_at: l.columns.updated,
  created_at: l.columns.created,
  actions: l.columns.actions,
};

/** QD §2 list view: one row per folder and file, with the columns ./columns chooses. */
export function DocumentsTable(props: ItemListProps) {
  const s = useStyles();
  const { items, columns, sort, onSort, selected, onSelect } = props;
  const wide = columns.includes('description') || columns.includes('tags');
  return (
    <ScrollTable label={l.table} minWidth={wide ? '760px' : '600px'}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => {
            if (c === 'select')
              return (
                <SelectHeaderCell key={c} rows={items} selected={selected} onSelect={onSelect} label={l.selectAll} />
              );
            const label = headerLabel[c];
            const className =
              c === 'updated_at' || c === 'created_at' ? s.date : c === 'actions' ? s.actions : undefined;
            if (sort && onSort && (c === 'name' || c === 'updated_at' || c === 'created_at'))
              return (
                <SortableHeaderCell
                  key={c}
                  field={c}
                  label={label}
                  sortLabel={l.sortBy(label)}
                  sort={sort}
                  onSort={onSort}
                  className={className}
                />
              );
            return (
              <TableHeaderCell key={c} className={className}>
                {label}
              </TableHeaderCell>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} className={item.deleted_at ? s.deletedRow : undefined}>
            {columns.map((c) => (
              <Cell key={c} column={c} item={item} {...props} />
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function Cell({ column, item, ...p }: ItemListProps & { column: DocumentColumn; item: DocumentItem }) {
  const s = useStyles();
  switch (column) {
    case 'select':
      return (
        <TableCell>
          <SelectRowCheckbox row={item} selected={p.selected} onSelect={p.onSelect} label={l.select(item.name)} />
        </TableCell>
      );
    case 'name':
      return (
        <TableCell>
          <ItemName
            item={item}
            folderHref={p.folderHref}
            onPreview={(i) => p.onAction(i, 'preview')}
            showLocation={p.showLocation}
          />
        </TableCell>
      );
    case 'description':
      return (
        <TableCell className={s.description}>
          {item.type === 'folder' ? null : item.description || <span className={s.muted}>{l.none}</span>}
        </TableCell>
      );
    case 'tags':
      return <TableCell>{item.type === 'file' ? <TagBadges tags={item.tags ?? []} none={l.none} /> : null}</TableCell>;
    case 'updated_at':
      return <CreatedCell at={item.updated_at} className={s.date} />;
    case 'created_at':
      return <CreatedCell at={item.created_at} className={s.date} />;
    case 'actions':
      return (
        <TableCell>
          <ItemMenu item={item} actions={p.actionsOf(item)} onAction={p.onAction} />
        </TableCell>
      );
  }
}
