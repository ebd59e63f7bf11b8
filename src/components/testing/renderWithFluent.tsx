import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';

// The Web Animations spec marks a cancelled animation's rejected `finished` promise as handled;
// happy-dom does not, so Fluent's motion (dialogs) would report unhandled AbortErrors in tests.
function markCancelledAnimationsHandled(): void {
  const prototype = globalThis.Animation?.prototype;
  if (!prototype || Object.hasOwn(prototype, 'collegiumPatched')) return;
  const cancel = prototype.cancel;
  prototype.cancel = function cancelHandled(this: Animation) {
    this.finished.catch(() => undefined);
    cancel.call(this);
  };
  Object.defineProperty(prototype, 'collegiumPatched', { value: true });
}

/** Render inside the app's Fluent provider (light theme), as the product does. */
export function renderWithFluent(ui: ReactElement): RenderResult {
  markCancelledAnimationsHandled();
  return render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
}
