import DOMPurify from 'dompurify';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowWrap: 'anywhere',
    '& img': { maxWidth: '100%', height: 'auto' },
  },
});

// An image the firm left without alt text is taken as decoration, so screen readers skip it, not read its file name.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Firm-written HTML goes through DOMPurify: no scripts, handlers or forms reach a client's page. */
function clean(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'style'],
    FORBID_ATTR: ['style'],
  });
}

/** Loaded on demand: only firms that enable custom elements pay for the sanitiser. */
export default function CustomElements({ elements }: { elements: string[] }) {
  const s = useStyles();
  return (
    <div className={s.list}>
      {elements.map((html, i) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the firm's own HTML, sanitised by DOMPurify in clean()
        // biome-ignore lint/suspicious/noArrayIndexKey: the firm's elements have no ids and keep their order
        <div key={i} dangerouslySetInnerHTML={{ __html: clean(html) }} />
      ))}
    </div>
  );
}
