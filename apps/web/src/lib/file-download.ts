/** How long the object URL of a downloaded file stays valid: the browser has started the download by then. */
const REVOKE_AFTER_MS = 10_000;

/** Saving a file in the browser, behind one object so that tests can replace it (jsdom cannot download). */
export const fileDownload = {
  /** Hands `blob` to the browser as a download named `fileName`. */
  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  },
};
