// The path the user is on, kept as navigations complete: a loader of the next navigation reads
// where the user came from without importing the router (which imports the loaders).
let current = typeof window === 'undefined' ? '/' : window.location.pathname;

/** Records the path a navigation arrived at. */
export function rememberPathname(pathname: string): void {
  current = pathname;
}

/** The path of the page the current navigation started from. */
export function previousPathname(): string {
  return current;
}
