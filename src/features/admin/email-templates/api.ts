import { api, messageOfFailure } from '../../../api/client';
import type {
  MailPreview,
  MailTemplatePreviewRequest,
  MailTemplateSummary,
  MailTemplateView,
  MailTestSent,
} from '../../../domain/mail/api';
import type { MailTemplateText } from '../../../domain/mail/templates';

// The calls of admin/emailtemplates; each failure becomes an Error with the message to show.

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

const path = (key: string) => `email-templates/${encodeURIComponent(key)}`;

export const listTemplates = () =>
  call(() => api.get('email-templates').json<{ items: MailTemplateSummary[] }>());

export const readTemplate = (key: string) =>
  call(() => api.get(path(key)).json<MailTemplateView>());

export const saveTemplate = (key: string, text: MailTemplateText, version: number) =>
  call(() =>
    api
      .put(path(key), {
        json: text,
        ...(version > 0 ? { headers: { 'if-match': String(version) } } : {}),
      })
      .json<MailTemplateView>(),
  );

export const resetTemplate = (key: string) =>
  call(() => api.delete(path(key)).json<MailTemplateView>());

export const previewTemplate = (
  key: string,
  request: MailTemplatePreviewRequest,
  signal?: AbortSignal,
) =>
  call(() =>
    api
      .post(`${path(key)}/preview`, { json: request, ...(signal ? { signal } : {}) })
      .json<MailPreview>(),
  );

export const sendTestMail = (key: string, request: MailTemplatePreviewRequest) =>
  call(() => api.post(`${path(key)}/test`, { json: request }).json<MailTestSent>());
