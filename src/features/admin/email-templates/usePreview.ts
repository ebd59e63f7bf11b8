import { useEffect, useState } from 'react';
import type { MailPreview, MailTemplatePreviewRequest } from '../../../domain/mail/api';
import { previewTemplate } from './api';

/** What the live preview shows: the rendered mail, the reason it cannot be rendered, or nothing yet. */
export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; preview: MailPreview }
  | { status: 'failed'; message: string };

const WAIT_MS = 300;

/** The text being edited, rendered by the server a moment after the last keystroke. */
export function usePreview(key: string, request: MailTemplatePreviewRequest): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const { subject, body, recordId } = request;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const wanted = { subject, body, ...(recordId ? { recordId } : {}) };
      previewTemplate(key, wanted, controller.signal).then(
        (preview) => setState({ status: 'ready', preview }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, subject, body, recordId]);
  return state;
}
