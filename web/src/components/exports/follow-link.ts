/**
 * Follows a finished export's short-lived link. The link answers with Content-Disposition: attachment and the
 * file's name, so following it saves the file and leaves the page as it is (as the drop link's download page does);
 * `download` names it where the browser honours the attribute (same origin).
 */
export function followDownloadLink(link: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = link;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
