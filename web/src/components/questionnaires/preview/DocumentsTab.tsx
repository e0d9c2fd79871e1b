import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { DocumentItem } from '../../../api/documents';
import { formatDate } from '../../../format/dateTime';
import { previewLabels as l } from '../../../texts/questionnaire-preview';
import { Loading } from '../../Loading';
import { RouterLink } from '../../RouterLink';
import { useQuestionnaireDocuments, useUnattachedDocuments } from './usePreviewLists';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  name: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The document browser's address of a file (QD §2 /admin/{hash}/documents?path=..., with the file opened). */
const browserLink = (hash: string, d?: DocumentItem) => {
  const base = `/admin/${encodeURIComponent(hash)}/documents`;
  if (!d) return base;
  return `${base}?${new URLSearchParams({ path: d.path, file: d.name }).toString()}`;
};

function DocumentList({
  intro,
  empty,
  hash,
  documents,
  error,
}: {
  intro: string;
  empty: string;
  hash: string | null;
  documents: DocumentItem[] | undefined;
  error: unknown;
}) {
  const s = useStyles();
  if (error) return <Text role="alert">{l.documentsFailed}</Text>;
  if (!documents) return <Loading label={l.documentsLoading} />;
  return (
    <div className={s.body}>
      <Text>{intro}</Text>
      {documents.length === 0 ? (
        <Text className={s.muted}>{empty}</Text>
      ) : (
        <ul className={s.list}>
          {documents.map((d) => (
            <li key={d.id} className={s.item}>
              <span className={s.name}>
                {hash ? <RouterLink to={browserLink(hash, d)}>{d.name}</RouterLink> : d.name}{' '}
                <span className={s.muted}>{d.path}</span>
              </span>
              <Text size={200} className={s.muted}>
                {l.uploaded(formatDate(d.created_at))}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {hash && <RouterLink to={browserLink(hash)}>{l.openBrowser}</RouterLink>}
    </div>
  );
}

/** QD §2 the dialog's Documents tab: the files of the questionnaire's tax-year folder attached to it. */
export function DocumentsTab({
  companyId,
  hash,
  taxYear,
  questionnaireId,
}: {
  companyId: string;
  hash: string | null;
  taxYear: number;
  questionnaireId: string;
}) {
  const { data, error } = useQuestionnaireDocuments(companyId, taxYear, questionnaireId);
  return (
    <DocumentList intro={l.documentsIntro(taxYear)} empty={l.noDocuments} hash={hash} documents={data} error={error} />
  );
}

/** QD §2 Unattached Documents (recent uploads), §9: the entity's uploads of the last 3 months outside a questionnaire. */
export function UnattachedTab({ companyId, hash }: { companyId: string; hash: string | null }) {
  const { data, error } = useUnattachedDocuments(companyId);
  return <DocumentList intro={l.unattachedIntro} empty={l.noUnattached} hash={hash} documents={data} error={error} />;
}
