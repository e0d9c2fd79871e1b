import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { exportLabels as l, exportSpec as t } from '../../texts/exports';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/**
 * QD §8: an export over 150 MB of documents (15 MB of images to convert) is refused; the dialog says so with what to
 * do instead. `refused`: the server answered 503; otherwise the checked documents are over the limit and
 * the export waits for fewer. The bar announces itself.
 */
export function TooLargeAdvice({ refused }: { refused: boolean }) {
  const s = useStyles();
  return (
    <MessageBar intent={refused ? 'error' : 'warning'} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t.tooLarge}</MessageBarTitle>
        <div>{l.suggestedActions}:</div>
        <ul className={s.list}>
          <li>{l.adviceSplit}</li>
          <li>{l.adviceFewerDocuments}</li>
          <li>{l.adviceImages}</li>
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
