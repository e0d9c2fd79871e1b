import { makeStyles, tokens } from '@fluentui/react-components';

/** What the viewers share: the labelled, keyboard-scrollable area the document sits in. */
export const useViewerStyles = makeStyles({
  scroller: {
    flex: 1,
    minHeight: 0,
    minWidth: 0,
    overflow: 'auto',
    display: 'flex',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  // Auto margins centre the content and, unlike justify-content, leave all of it reachable when it overflows.
  centred: { margin: 'auto' },
  column: {
    flex: 1,
    minHeight: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
