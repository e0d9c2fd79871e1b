import {
  makeStyles,
  SearchBox,
  Select,
  Switch,
  Text,
  ToggleButton,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowUploadRegular,
  AttachRegular,
  FolderAddRegular,
  GridRegular,
  ListRegular,
} from '@fluentui/react-icons';
import { useId } from 'react';
import type { DocumentSort } from '../../api/documents';
import { documentsLabels as l } from '../../texts/documents';
import type { TableSort } from '../ui/DirectoryTable';
import { ReasonButton } from './ReasonButton';
import type { DocumentsView } from './view-memory';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  search: { flex: '1 1 240px', maxWidth: '480px' },
  searchBox: { width: '100%', maxWidth: 'none' },
  end: { marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  group: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
  sort: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

export type ToolbarAction = 'upload' | 'create-folder' | 'download-folder' | 'convert-folder' | 'attach';

const sortChoices: { value: string; label: string; sort: TableSort<DocumentSort> }[] = [
  { value: 'name-asc', label: l.sorts.nameAsc, sort: { field: 'name', descending: false } },
  { value: 'name-desc', label: l.sorts.nameDesc, sort: { field: 'name', descending: true } },
  { value: 'updated_at-desc', label: l.sorts.updatedDesc, sort: { field: 'updated_at', descending: true } },
  { value: 'updated_at-asc', label: l.sorts.updatedAsc, sort: { field: 'updated_at', descending: false } },
  { value: 'created_at-desc', label: l.sorts.createdDesc, sort: { field: 'created_at', descending: true } },
  { value: 'created_at-asc', label: l.sorts.createdAsc, sort: { field: 'created_at', descending: false } },
];

/**
 * The browser's search bar and folder actions (QD §2): Upload and New folder (with 'Disabled by firm' where the
 * firm turned them off, QD §6), the folder's download (and, for staff, with images converted to PDF), the list or
 * grid view, the sort in grid view (the list sorts by its headers) and, for staff, 'Include deleted files' and
 * 'Attach to questionnaire' for the selected files (QD §5: unavailable until at least one file is selected).
 */
export function BrowserToolbar({
  search,
  onSearch,
  reasons,
  onAction,
  staff,
  includeDeleted,
  onIncludeDeleted,
  view,
  onView,
  showViewToggle,
  sort,
  onSort,
}: {
  search: string;
  onSearch: (value: string) => void;
  /** Why each folder action is unavailable (null: available). */
  reasons: Record<ToolbarAction, string | null>;
  /** `opener`: the button pressed, for the dialog to give focus back to. */
  onAction: (action: ToolbarAction, opener: HTMLElement) => void;
  staff: boolean;
  includeDeleted: boolean;
  onIncludeDeleted: (on: boolean) => void;
  view: DocumentsView;
  onView: (view: DocumentsView) => void;
  showViewToggle: boolean;
  sort: TableSort<DocumentSort>;
  onSort: (sort: TableSort<DocumentSort>) => void;
}) {
  const s = useStyles();
  const ids = useId();
  const restoreFocusHere = useRestoreFocusTarget();
  // Said aloud where the firm or the account stops a change; an empty folder already says it has no files.
  const hints = [...new Set([reasons.upload, reasons['create-folder']].filter((r): r is string => r !== null))];
  const sortValue = `${sort.field}-${sort.descending ? 'desc' : 'asc'}`;
  return (
    <div className={s.bar}>
      <div className={s.row}>
        <search className={s.search}>
          <SearchBox
            className={s.searchBox}
            aria-label={l.search}
            placeholder={l.search}
            value={search}
            maxLength={200}
            onChange={(_, d) => onSearch(d.value)}
          />
        </search>
        {staff && (
          <Switch label={l.includeDeleted} checked={includeDeleted} onChange={(_, d) => onIncludeDeleted(d.checked)} />
        )}
      </div>
      <div className={s.row}>
        {/* A plain group of buttons: Fluent's Toolbar adds focus-trap elements that axe flags (aria-hidden-focus). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset */}
        <div role="group" aria-label={l.toolbar} className={s.row}>
          <ReasonButton
            {...restoreFocusHere}
            appearance="primary"
            icon={<ArrowUploadRegular />}
            reason={reasons.upload}
            onClick={(e) => onAction('upload', e.currentTarget)}
          >
            {l.upload}
          </ReasonButton>
          <ReasonButton
            {...restoreFocusHere}
            icon={<FolderAddRegular />}
            reason={reasons['create-folder']}
            onClick={(e) => onAction('create-folder', e.currentTarget)}
          >
            {l.newFolder}
          </ReasonButton>
          <ReasonButton
            {...restoreFocusHere}
            icon={<ArrowDownloadRegular />}
            reason={reasons['download-folder']}
            onClick={(e) => onAction('download-folder', e.currentTarget)}
          >
            {l.downloadFolder}
          </ReasonButton>
          {staff && (
            <ReasonButton
              {...restoreFocusHere}
              reason={reasons['convert-folder']}
              onClick={(e) => onAction('convert-folder', e.currentTarget)}
            >
              {l.convertFolder}
            </ReasonButton>
          )}
          {staff && (
            <ReasonButton
              {...restoreFocusHere}
              // The same id when the button turns disabled (a new element): focus comes back to it (useFocusBack).
              id={`${ids}-attach`}
              icon={<AttachRegular />}
              reason={reasons.attach}
              onClick={(e) => onAction('attach', e.currentTarget)}
            >
              {l.attachAction}
            </ReasonButton>
          )}
        </div>
        <div className={s.end}>
          {view === 'grid' && (
            <span className={s.sort}>
              <label htmlFor={`${ids}-sort`}>{l.sort}</label>
              <Select
                id={`${ids}-sort`}
                size="small"
                value={sortValue}
                onChange={(_, d) => {
                  const choice = sortChoices.find((c) => c.value === d.value);
                  if (choice) onSort(choice.sort);
                }}
              >
                {sortChoices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </span>
          )}
          {showViewToggle && (
            // biome-ignore lint/a11y/useSemanticElements: a labelled pair of toggle buttons, not a form's fieldset
            <div role="group" aria-label={l.view} className={s.group}>
              <ToggleButton
                size="small"
                icon={<ListRegular />}
                checked={view === 'list'}
                onClick={() => onView('list')}
              >
                {l.listView}
              </ToggleButton>
              <ToggleButton
                size="small"
                icon={<GridRegular />}
                checked={view === 'grid'}
                onClick={() => onView('grid')}
              >
                {l.gridView}
              </ToggleButton>
            </div>
          )}
        </div>
      </div>
      {hints.length > 0 && (
        <Text size={200} className={s.hint}>
          {hints.join(' ')}
        </Text>
      )}
    </div>
  );
}
