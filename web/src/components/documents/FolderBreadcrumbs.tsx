import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { documentsLabels as l } from '../../texts/documents';
import { RouterLink } from '../RouterLink';
import { breadcrumbs } from './paths';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  current: { fontWeight: tokens.fontWeightSemibold },
  divider: { color: tokens.colorNeutralForeground3 },
});

/** The folder's path from the root, each folder above it a link (and the way up on a phone, where the tree is not). */
export function FolderBreadcrumbs({ path, folderHref }: { path: string; folderHref: (path: string) => string }) {
  const s = useStyles();
  const crumbs = breadcrumbs(path);
  return (
    <nav aria-label={l.breadcrumbs}>
      <ol className={s.list}>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.path} className={s.item}>
              {i > 0 && <ChevronRightRegular className={s.divider} aria-hidden />}
              {last ? (
                <span className={s.current} aria-current="location">
                  {c.name}
                </span>
              ) : (
                <RouterLink to={folderHref(c.path)}>{c.name}</RouterLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
