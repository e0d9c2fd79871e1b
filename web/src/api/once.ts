/**
 * Single-use actions started from a URL (an auth_token to exchange, a two-factor link): the same
 * key runs once per page load even if a component mounts twice (React StrictMode), and all callers share the result.
 */
const started = new Map<string, Promise<unknown>>();

export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let p = started.get(key) as Promise<T> | undefined;
  if (!p) {
    p = run();
    started.set(key, p);
  }
  return p;
}
