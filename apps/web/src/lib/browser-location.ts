/**
 * Full-page navigation, behind one object so that tests can replace it
 * (jsdom cannot navigate, and window.location cannot be spied on).
 */
export const browserLocation = {
  /** Navigates and keeps the current page in the history. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Navigates and replaces the current history entry (no back-button loop). */
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** The current path, query and hash: what sign-in returns to. */
  current(): string {
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  },
};
