/**
 * Sending a file's bytes to storage through a presigned link (get_temporary_upload_link, the drop link's upload
 * link): shared by every screen that uploads with progress.
 */

/** What a presigned upload answers: where to PUT, and the headers the link was signed with. */
export interface PresignedUpload {
  upload_link: string;
  headers: Record<string, string>;
}

/**
 * PUTs a file to a presigned link with the headers it was signed with, reporting progress (0..1). XMLHttpRequest,
 * not fetch: only it reports upload progress. Resolves with the status (0 when the network failed).
 */
export function putWithProgress(
  link: PresignedUpload,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<number> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', link.upload_link);
    // The browser sets the length itself and refuses to be told it.
    for (const [k, v] of Object.entries(link.headers))
      if (k.toLowerCase() !== 'content-length') xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => resolve(0);
    xhr.onabort = () => resolve(0);
    xhr.send(file);
  });
}
