export { MarkdownArticle } from './MarkdownArticle';
export { inAppPath, renderMarkdown } from './markdown';
