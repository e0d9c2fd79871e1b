import { useEffect, useState } from 'react';

/**
 * The document's bytes, fetched from its short-lived link (same origin locally; S3 with CORS in AWS). `null` skips
 * the fetch (a type the preview cannot show). Abandoned on unmount or when the link changes.
 */
export function useDocumentBlob(url: string | null): { blob: Blob | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; blob: Blob | null; failed: boolean }>({
    url: null,
    blob: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    fetch(url, { signal: abort.signal })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.blob();
      })
      .then(
        (blob) => setState({ url, blob, failed: false }),
        (err) => {
          if (abort.signal.aborted) return;
          console.error('Document preview', err);
          setState({ url, blob: null, failed: true });
        },
      );
    return () => abort.abort();
  }, [url]);
  return state.url === url ? state : { blob: null, failed: false };
}
