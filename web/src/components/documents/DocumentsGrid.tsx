import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { formatDate } from '../../format/dateTime';
import { documentsLabels as l } from '../../texts/documents';
import { SelectAllCheckbox, SelectRowCheckbox, TagBadges } from '../ui/DirectoryTable';
import type { ItemListProps } from './DocumentsTable';
import { ItemMenu } from './ItemMenu';
import { ItemName } from './ItemName';

const useStyles = makeStyles({
  selectAll: { display: 'flex', alignItems: 'center', marginBottom: tokens.spacingVerticalS },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  // A phone: one card a row, so nothing scrolls sideways.
  column: { gridTemplateColumns: '1fr', gap: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  deleted: { backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flex: 1 },
  line: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/**
 * QD §2 grid view (and every view on a phone): a card per folder and file with the same facts as the list's row,
 * its selection and its actions.
 */
export function DocumentsGrid(props: ItemListProps & { narrow: boolean }) {
  const s = useStyles();
  const { items, columns, selected, onSelect } = props;
  const showDescription = columns.includes('description');
  const showTags = columns.includes('tags');
  return (
    <>
      <div className={s.selectAll}>
        <SelectAllCheckbox rows={items} selected={selected} onSelect={onSelect} label={l.selectAll} labelled />
      </div>
      <ul className={mergeClasses(s.grid, props.narrow && s.column)} aria-label={l.grid}>
        {items.map((item) => (
          <li key={item.id} className={mergeClasses(s.card, item.deleted_at && s.deleted)}>
            <SelectRowCheckbox row={item} selected={selected} onSelect={onSelect} label={l.select(item.name)} />
            <div className={s.body}>
              <ItemName
                item={item}
                folderHref={props.folderHref}
                onPreview={(i) => props.onAction(i, 'preview')}
                showLocation={props.showLocation}
              />
              {showDescription && item.description && <span className={s.line}>{item.description}</span>}
              {showTags && item.type === 'file' && (item.tags?.length ?? 0) > 0 && (
                <TagBadges tags={item.tags ?? []} none={l.none} />
              )}
              <span className={s.line}>
                {l.columns.updated}: <time dateTime={item.updated_at}>{formatDate(item.updated_at)}</time>
              </span>
              <span className={s.line}>
                {l.columns.created}: <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
              </span>
            </div>
            <ItemMenu item={item} actions={props.actionsOf(item)} onAction={props.onAction} />
          </li>
        ))}
      </ul>
    </>
  );
}
