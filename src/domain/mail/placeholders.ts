// Mail template text: `{{name}}` placeholders and `{{#name}}…{{/name}}` sections (the text
// between is kept only when the value is not empty). Parsing, validation and rendering; pure.

/** Where a rendered text goes: a subject line, a plain-text body or an HTML part. */
export type RenderTarget = 'subject' | 'text' | 'html';

/** What is wrong with a template text; `placeholder` names the unknown one. */
export interface TemplateProblem {
  message: string;
  placeholder?: string;
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'open'; name: string }
  | { kind: 'close'; name: string };

const TAG = /^\s*([#/]?)\s*([A-Za-z][A-Za-z0-9_]*)\s*$/;

/** The text as tokens, or the first malformed brace it holds. */
function tokenize(source: string): { tokens: Token[] } | { problem: TemplateProblem } {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    const strayClose = source.indexOf('}}', at);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      return { problem: { message: `"}}" without "{{" at character ${strayClose + 1}` } };
    }
    if (open === -1) {
      tokens.push({ kind: 'text', text: source.slice(at) });
      break;
    }
    if (open > at) tokens.push({ kind: 'text', text: source.slice(at, open) });
    const close = source.indexOf('}}', open + 2);
    const inside = close === -1 ? undefined : source.slice(open + 2, close);
    const tag = inside === undefined || inside.includes('{') ? null : TAG.exec(inside);
    if (!tag) {
      const shown = source.slice(open, close === -1 ? open + 20 : close + 2);
      return { problem: { message: `Malformed placeholder "${shown}" at character ${open + 1}` } };
    }
    const name = tag[2] ?? '';
    const kind = tag[1] === '#' ? 'open' : tag[1] === '/' ? 'close' : 'value';
    tokens.push({ kind, name });
    at = close + 2;
  }
  return { tokens };
}

/** The problems of a template text given the placeholders it may use; empty when it is valid. */
export function validateTemplate(source: string, allowed: readonly string[]): TemplateProblem[] {
  const parsed = tokenize(source);
  if ('problem' in parsed) return [parsed.problem];
  const known = new Set(allowed);
  const problems: TemplateProblem[] = [];
  const unknown = new Set<string>();
  const open: string[] = [];
  for (const token of parsed.tokens) {
    if (token.kind === 'text') continue;
    if (!known.has(token.name) && !unknown.has(token.name)) {
      unknown.add(token.name);
      problems.push({
        message: `Unknown placeholder {{${token.name}}}: this template can use ${allowed.map((name) => `{{${name}}}`).join(', ')}`,
        placeholder: token.name,
      });
    }
    if (token.kind === 'open') open.push(token.name);
    if (token.kind === 'close' && open.pop() !== token.name) {
      problems.push({ message: `{{/${token.name}}} closes a section that is not open` });
      return problems;
    }
  }
  const unclosed = open.at(-1);
  if (unclosed)
    problems.push({ message: `{{#${unclosed}}} is never closed with {{/${unclosed}}}` });
  return problems;
}

/** The placeholder names a text uses (valid or not), each once, in order. */
export function placeholdersIn(source: string): string[] {
  const parsed = tokenize(source);
  if ('problem' in parsed) return [];
  const names = parsed.tokens.flatMap((token) => (token.kind === 'text' ? [] : [token.name]));
  return [...new Set(names)];
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Control characters but tab and line feed (a value may hold paragraphs in a body).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const BODY_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g;
// Every line break or control character: a subject is one header line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const LINE_CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/** A value made safe for its target: one line for a subject, escaped for HTML. */
export function escapeValue(value: string, target: RenderTarget): string {
  if (target === 'subject') return value.replace(LINE_CONTROLS, ' ');
  const text = value.replace(/\r\n?/g, '\n').replace(BODY_CONTROLS, '');
  if (target === 'text') return text;
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The text with each placeholder replaced by its value, escaped for the target (a value is never
 * read as template text, so a value holding `{{x}}` stays as it is). A section is kept when its
 * value is not empty. A malformed text renders as it stands (the API refuses to store one).
 */
export function render(
  source: string,
  values: Readonly<Record<string, string | undefined>>,
  target: RenderTarget = 'text',
): string {
  const parsed = tokenize(source);
  if ('problem' in parsed) return target === 'subject' ? escapeValue(source, target) : source;
  let out = '';
  const hidden: string[] = [];
  for (const token of parsed.tokens) {
    if (token.kind === 'open') {
      if (hidden.length > 0 || !values[token.name]) hidden.push(token.name);
      continue;
    }
    if (token.kind === 'close') {
      if (hidden.at(-1) === token.name) hidden.pop();
      continue;
    }
    if (hidden.length > 0) continue;
    if (token.kind === 'text') {
      out += target === 'html' ? escapeValue(token.text, 'html') : token.text;
    } else {
      out += escapeValue(values[token.name] ?? '', target);
    }
  }
  return target === 'subject' ? out.replace(LINE_CONTROLS, ' ').trim() : out;
}
