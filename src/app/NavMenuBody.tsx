import {
  type DrawerBodyProps,
  renderDrawerBody_unstable,
  useDrawerBody_unstable,
  useNavDrawerBodyStyles_unstable,
} from '@fluentui/react-components';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus among the menu's visible links and group buttons (the keys of a vertical menu). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ].filter((item) => item.checkVisibility?.() ?? true);
  if (items.length === 0) return;
  event.preventDefault();
  const current = items.indexOf(document.activeElement as HTMLElement);
  items[move(Math.max(current, 0), items.length)]?.focus();
}

/**
 * The main menu's body: Fluent's NavDrawerBody, composed from its own hooks, with the arrow
 * keys handled here instead of by Fluent's focus manager, whose arrow-key group puts hidden,
 * focusable "dummy" elements in the page (Lighthouse's accessibility audit fails on them).
 * Tab still reaches every item, and the arrows, Home and End move between them.
 */
export function NavMenuBody({ children }: { children: ReactNode }) {
  const props: DrawerBodyProps = { children, onKeyDown: moveFocus };
  const state = useDrawerBody_unstable(props, useRef<HTMLDivElement>(null));
  useNavDrawerBodyStyles_unstable(state);
  return renderDrawerBody_unstable(state);
}
