/** A refused call reads the server's reason (the spec's words); anything else the action's own failure text. */
export function failureText(res: { status: number; error?: string } | undefined, fallback: string): string {
  return res && res.status < 500 && res.error ? res.error : fallback;
}

/** A load that failed: the server's reason when it refused, otherwise the plain 'could not be loaded'. */
export function loadFailureText(err: { status?: number; message: string }, fallback: string): string {
  return err.status !== undefined && err.status < 500 ? err.message : fallback;
}
