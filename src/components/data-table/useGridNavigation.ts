import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';

export interface GridNavigation {
  /** The row that takes part in the tab order (roving tabindex). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

function rowElement(container: HTMLElement | null, index: number): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`tr[data-index="${index}"]`) ?? null;
}

/**
 * Keyboard movement between the rows of a virtualised grid: arrows, Page Up/Down, Home/End;
 * Enter activates the row. A row scrolled out of the window is focused once it renders.
 */
export function useGridNavigation(
  count: number,
  pageSize: number,
  containerRef: RefObject<HTMLElement | null>,
  scrollToIndex: (index: number) => void,
  onActivate?: (index: number) => void,
): GridNavigation {
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const activeIndex = Math.max(0, Math.min(active, count - 1));

  // Runs after every render: the target row may appear only after the scroll it caused.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = rowElement(containerRef.current, pendingFocus.current);
    if (element) {
      element.focus();
      pendingFocus.current = null;
    }
  });

  const onRowKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget) return; // keys inside a cell's own controls
    let target: number;
    switch (event.key) {
      case 'ArrowDown':
        target = index + 1;
        break;
      case 'ArrowUp':
        target = index - 1;
        break;
      case 'PageDown':
        target = index + pageSize;
        break;
      case 'PageUp':
        target = index - pageSize;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = count - 1;
        break;
      case 'Enter':
        event.preventDefault();
        onActivate?.(index);
        return;
      default:
        return;
    }
    event.preventDefault();
    const next = Math.max(0, Math.min(target, count - 1));
    if (next === index) return;
    setActive(next);
    scrollToIndex(next);
    const element = rowElement(containerRef.current, next);
    if (element) element.focus();
    else pendingFocus.current = next;
  };

  return { activeIndex, setActiveIndex: setActive, onRowKeyDown };
}
