/**
 * The draft review's index (MD §2): the PDF's outline (bookmarks), flattened with their depth and resolved
 * to page numbers. Kept free of react-pdf so it loads with the viewer only through the document it gets.
 */
export interface Bookmark {
  title: string;
  depth: number;
  /** 1-based; null when the bookmark's destination names no page. */
  pageNumber: number | null;
}

interface OutlineNode {
  title: string;
  dest: string | unknown[] | null;
  items: OutlineNode[];
}

/** The part of pdf.js's document the index needs. */
export interface OutlineSource {
  getOutline(): Promise<OutlineNode[] | null>;
  getDestination(id: string): Promise<unknown[] | null>;
  getPageIndex(ref: never): Promise<number>;
}

async function pageOf(doc: OutlineSource, dest: OutlineNode['dest']): Promise<number | null> {
  const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  const target = explicit?.[0];
  if (typeof target === 'number') return target + 1;
  if (target && typeof target === 'object') return (await doc.getPageIndex(target as never)) + 1;
  return null;
}

/** Every bookmark in reading order; throws when the document's outline can't be read. */
export async function loadBookmarks(doc: OutlineSource): Promise<Bookmark[]> {
  const out: Bookmark[] = [];
  const walk = async (nodes: OutlineNode[], depth: number) => {
    for (const node of nodes) {
      out.push({ title: node.title.trim() || '—', depth, pageNumber: await pageOf(doc, node.dest).catch(() => null) });
      await walk(node.items ?? [], depth + 1);
    }
  };
  await walk((await doc.getOutline()) ?? [], 0);
  return out;
}
