import { makeStyles, tokens } from '@fluentui/react-components';
import { ui } from '../messages';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    left: '8px',
    top: '-48px',
    zIndex: 1000,
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: '8px' },
  },
});

/** The first focusable element of every page: jumps to <main id="main">. */
export function SkipLink() {
  const s = useStyles();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #main; the click also moves focus there, which the hash alone does not
    <a
      className={s.link}
      href="#main"
      onClick={(e) => {
        const main = document.getElementById('main');
        if (main) {
          e.preventDefault();
          main.focus();
        }
      }}
    >
      {ui.skipToMain}
    </a>
  );
}
