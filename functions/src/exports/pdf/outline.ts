/**
 * The PDF outline (bookmarks): one item per section, and a 'Documents' item with a child per merged document, each
 * opening its page. Registered in the working document's context, to be written with the catalog.
 *
 * Imports pdf-lib statically: callers import this module lazily.
 */
import { PDFHexString, PDFName, PDFNull, type PDFContext, type PDFRef } from 'pdf-lib';

export interface OutlineItem {
  title: string;
  page: PDFRef;
  children?: OutlineItem[];
}

/** Registers the outline's dictionaries; returns the outline root's ref, or null when there are no items. */
export function registerOutline(context: PDFContext, items: OutlineItem[]): PDFRef | null {
  if (items.length === 0) return null;
  const root = context.nextRef();
  const visible = addLevel(context, root, items);
  context.assign(
    root,
    context.obj({ Type: 'Outlines', First: visible.first, Last: visible.last, Count: visible.count }),
  );
  return root;
}

/** One level's items under `parent`; returns its first and last refs and how many items show (children open). */
function addLevel(
  context: PDFContext,
  parent: PDFRef,
  items: OutlineItem[],
): { first: PDFRef; last: PDFRef; count: number } {
  const refs = items.map(() => context.nextRef());
  let count = items.length;
  items.forEach((item, i) => {
    const children = item.children?.length ? addLevel(context, refs[i]!, item.children) : null;
    if (children) count += children.count;
    context.assign(
      refs[i]!,
      context.obj({
        Title: PDFHexString.fromText(item.title),
        Parent: parent,
        Dest: [item.page, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
        ...(i > 0 ? { Prev: refs[i - 1]! } : {}),
        ...(i < items.length - 1 ? { Next: refs[i + 1]! } : {}),
        ...(children ? { First: children.first, Last: children.last, Count: children.count } : {}),
      }),
    );
  });
  return { first: refs[0]!, last: refs[refs.length - 1]!, count };
}
