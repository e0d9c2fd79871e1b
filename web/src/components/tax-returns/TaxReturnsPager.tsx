import { makeStyles, tokens } from '@fluentui/react-components';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { Pager } from '../Pager';

const useStyles = makeStyles({
  pager: { marginTop: tokens.spacingVerticalM },
});

/** FA §2.6 paging: first, previous, next, last, the page-size select (FA §9: 10, 20, 50) and 'start-end of total'. */
export function TaxReturnsPager(props: {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
}) {
  const s = useStyles();
  return <Pager {...props} label={t.pages} ends={{ first: t.firstPage, last: t.lastPage }} className={s.pager} />;
}
