/**
 * Paths of an entity's document tree as plain functions: a folder's parent and name, a child's path, whether one
 * path is inside another, and where an item lands when a folder above it moves. Paths are checked by the schemas
 * first ('/' or '/A/B', no empty, '.' or '..' segment), so these only compose valid paths.
 */

/** '/2025/Tax Return' → '/2025'; '/2025' → '/'; '/' → '' (the root has no parent). */
export function parentOf(path: string): string {
  if (path === '/') return '';
  const at = path.lastIndexOf('/');
  return at <= 0 ? '/' : path.slice(0, at);
}

/** '/2025/Tax Return' → 'Tax Return'; '/' → ''. */
export function nameOf(path: string): string {
  return path === '/' ? '' : path.slice(path.lastIndexOf('/') + 1);
}

/** The path of `name` inside `folder`. */
export function childPath(folder: string, name: string): string {
  return folder === '/' ? `/${name}` : `${folder}/${name}`;
}

/** Whether `path` is `folder` or below it ('/20250' is not inside '/2025'). */
export function isWithin(path: string, folder: string): boolean {
  return folder === '/' || path === folder || path.startsWith(`${folder}/`);
}

/** Where `path` (inside `from`) lands when `from` becomes `to`: '/A/x' with '/A' → '/B' is '/B/x'. */
export function movedPath(path: string, from: string, to: string): string {
  if (path === from) return to;
  const rest = path.slice(from === '/' ? 1 : from.length + 1);
  return childPath(to, rest);
}
