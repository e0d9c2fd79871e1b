import { makeStyles, tokens } from '@fluentui/react-components';

/** A labelled group of files with a checkbox each, scrolling in a box: the export dialog's three file lists. */
export const useCheckListStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    maxHeight: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  name: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});
