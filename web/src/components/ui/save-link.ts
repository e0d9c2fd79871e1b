/**
 * Follows a download link: the signed link answers with Content-Disposition: attachment and the file's name, so the
 * file is saved and this page stays as it is (an anchor, not window.open: no pop-up blocker after an await).
 */
export function saveLink(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
