import DOMPurify from 'dompurify';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  html: {
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    '& img': { maxWidth: '100%', height: 'auto' },
    // The letter sits under the section's h2: its own headings read as part of it.
    '& h1, & h2, & h3': { fontSize: tokens.fontSizeBase400, margin: `${tokens.spacingVerticalS} 0` },
  },
});

/** Firm-written HTML goes through DOMPurify: no scripts, handlers, styles or forms reach the page. */
function clean(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'style'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * A custom section's content or an agreement's letter (QD §2 Section renderer: custom_element), read-only. Shared
 * by the answering screens and the agreement section.
 */
export function SectionHtml({ html, label }: { html: string; label: string }) {
  const s = useStyles();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the firm's own HTML, sanitised by DOMPurify in clean()
    <article className={s.html} aria-label={label} dangerouslySetInnerHTML={{ __html: clean(html) }} />
  );
}
