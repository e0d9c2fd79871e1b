/**
 * One extracted document in the review's list (QD §4): its name (choosing it shows its pages and annotations), its
 * status badge, its type, the upload it seems to repeat, and Retry (a failed one), Delete or Restore (a deleted one).
 */
import { Badge, Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { canRetryExtraction } from '@ledgerline/shared/extracted-documents';
import type { ExtractedDocument } from '../../api/extracted-documents';
import { statusTone } from './status-rules';
import { extractedLabels as l, extractedSpec as t } from './texts';
import type { DocumentAction } from './useDocumentActions';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    borderLeft: `3px solid transparent`,
  },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
  },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: {
    justifyContent: 'flex-start',
    textAlign: 'start',
    minWidth: 0,
    paddingLeft: 0,
    paddingRight: 0,
    overflowWrap: 'anywhere',
    fontWeight: tokens.fontWeightSemibold,
  },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, overflowWrap: 'anywhere' },
  deleted: { textDecorationLine: 'line-through' },
});

export function DocumentRow({
  doc,
  selected,
  busy,
  onSelect,
  onAction,
}: {
  doc: ExtractedDocument;
  selected: boolean;
  busy: DocumentAction | undefined;
  onSelect: () => void;
  onAction: (action: DocumentAction) => void;
}) {
  const s = useStyles();
  const deleted = Boolean(doc.deleted_at);
  const type = doc.detailed_name ?? doc.document_type;
  const failed = canRetryExtraction(doc.status);
  return (
    <div className={mergeClasses(s.row, selected && s.selected)}>
      <div className={s.line}>
        <Button
          appearance="transparent"
          className={mergeClasses(s.name, deleted && s.deleted)}
          aria-current={selected ? 'true' : undefined}
          onClick={onSelect}
        >
          {doc.name}
        </Button>
        <Badge appearance="tint" color={statusTone(doc.status)}>
          {doc.status_label}
        </Badge>
        {deleted && (
          <Badge appearance="outline" color="subtle">
            {l.deleted}
          </Badge>
        )}
      </div>
      {(type || doc.parent_pages) && (
        <Text size={200} className={s.meta}>
          {[type, doc.parent_pages ? l.pagesShort(doc.parent_pages) : null].filter(Boolean).join(' · ')}
        </Text>
      )}
      {doc.duplicate_of && (
        <Text size={200} className={s.warning}>
          {t.duplicateOf(doc.duplicate_of.name)}
        </Text>
      )}
      {failed && doc.failure_reason && (
        <Text size={200} className={s.meta}>
          {doc.failure_reason}
        </Text>
      )}
      <div className={s.line}>
        {failed && !deleted && (
          <Button
            size="small"
            disabled={Boolean(busy)}
            aria-label={l.retryOf(doc.name)}
            onClick={() => onAction('retry')}
          >
            {l.retry}
          </Button>
        )}
        {deleted ? (
          <Button
            size="small"
            disabled={Boolean(busy)}
            aria-label={l.restoreOf(doc.name)}
            onClick={() => onAction('restore')}
          >
            {l.restore}
          </Button>
        ) : (
          <Button
            size="small"
            appearance="subtle"
            disabled={Boolean(busy)}
            aria-label={l.deleteOf(doc.name)}
            onClick={() => onAction('delete')}
          >
            {l.delete}
          </Button>
        )}
      </div>
    </div>
  );
}
