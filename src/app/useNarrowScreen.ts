import { useEffect, useState } from 'react';

/** The width under which the student's layout puts its menu above the screen, closed at first. */
export const NARROW_SCREEN = '(max-width: 640px)';

/** True while the window is phone-sized (NARROW_SCREEN); follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(
    () => globalThis.matchMedia?.(NARROW_SCREEN).matches ?? false,
  );
  useEffect(() => {
    const query = globalThis.matchMedia?.(NARROW_SCREEN);
    if (!query) return;
    const listener = (event: MediaQueryListEvent) => setNarrow(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, []);
  return narrow;
}
