import { describe, expect, it } from 'vitest';
import { inAppPath, renderMarkdown } from './markdown';

// Vitest runs in node, where DOMPurify has no DOM: the browser's sanitising of scripts, event
// handlers and javascript: links is tested end to end (tests/e2e/forms-area.spec.ts,
// tests/e2e/portal-pages.spec.ts).
describe('renderMarkdown without a DOM', () => {
  it('shows the page as escaped text, never as live HTML', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(html).toBe(
      '<pre>Hello &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=&quot;alert(2)&quot;&gt;</pre>',
    );
    expect(renderMarkdown("it's & fine")).toBe('<pre>it&#39;s &amp; fine</pre>');
  });
});

describe('inAppPath', () => {
  const origin = 'https://collegium.test';
  it('keeps links to the forms area of this site', () => {
    expect(inAppPath('/forms/policies/safeguarding', origin)).toBe('/forms/policies/safeguarding');
    expect(inAppPath('https://collegium.test/forms?x=1#top', origin)).toBe('/forms?x=1#top');
    expect(inAppPath('/handbook/marking', origin)).toBe('/handbook/marking');
    expect(inAppPath('/kb/working-offline', origin)).toBe('/kb/working-offline');
    expect(inAppPath('/hdhandbook/hub-weeks#section-before', origin)).toBe(
      '/hdhandbook/hub-weeks#section-before',
    );
  });

  it('leaves other links to the browser', () => {
    expect(inAppPath('https://elsewhere.test/forms/x', origin)).toBeUndefined();
    expect(inAppPath('/students/1', origin)).toBeUndefined();
    expect(inAppPath('/formsx', origin)).toBeUndefined();
    expect(inAppPath('/handbooks', origin)).toBeUndefined();
    expect(inAppPath('/kbx/a', origin)).toBeUndefined();
    expect(inAppPath('mailto:office@college.test', origin)).toBeUndefined();
    expect(inAppPath('http://[bad', origin)).toBeUndefined();
  });
});
