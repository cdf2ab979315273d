import { describe, expect, it } from 'vitest';
import { plainText, renderMarkdown } from './knowledge-base.render.js';

/** Payloads from the usual XSS cheat sheets, in Markdown and in raw HTML an author might paste. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](http://insecure.example/a.png)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<body onload=alert(1)>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<form action="https://evil.example"><input name=x></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.example/">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>body{background:red}</style>',
  '<base href="https://evil.example/">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '"><script>alert(1)</script>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<<script>script>alert(1)<</script>/script>',
];

describe('knowledge base: Markdown to safe HTML', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`).toLowerCase();
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<input|<style|<meta|<base|<math|<details/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/);
    expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data|&#)/);
    expect(html).not.toMatch(/src="http:/);
    expect(html).not.toMatch(/href="\/\//);
    expect(html).not.toContain('style=');
    expect(html).toContain('after');
  });

  it('keeps the Markdown an article is written in: headings, lists, emphasis, tables, code', () => {
    const html = renderMarkdown(
      '# Title\n\n## Steps\n\n1. **Open** the *page*\n2. Select `Save`\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n> Note',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>Open</strong>');
    expect(html).toContain('<em>page</em>');
    expect(html).toContain('<code>Save</code>');
    expect(html).toContain('<table>');
    expect(html).toContain('<blockquote>');
  });

  it('gives links rel="noopener noreferrer", and a new tab to those leaving the portal', () => {
    expect(renderMarkdown('[Help](https://help.example/a)')).toContain(
      '<a href="https://help.example/a" rel="noopener noreferrer" target="_blank">Help</a>',
    );
    expect(renderMarkdown('[Dictionary](/knowledgeBase/article/content?contentId=data-dictionary)')).toContain(
      '<a href="/knowledgeBase/article/content?contentId=data-dictionary" rel="noopener noreferrer">',
    );
    expect(renderMarkdown('[Mail](mailto:help@retailer.example)')).toContain('href="mailto:help@retailer.example"');
  });

  it("keeps images from the portal's store and https only", () => {
    expect(renderMarkdown('![Chart](/api/kb/images/abc-123)')).toContain(
      '<img alt="Chart" src="/api/kb/images/abc-123"',
    );
    expect(renderMarkdown('![Chart](https://cdn.example/a.png)')).toContain('src="https://cdn.example/a.png"');
    expect(renderMarkdown('![Chart](/api/users)')).not.toContain('<img');
    expect(renderMarkdown('![Chart](http://cdn.example/a.png)')).not.toContain('<img');
  });

  it('reads the plain text of the HTML for search and excerpts', () => {
    expect(plainText(renderMarkdown('## Reset\n\nOpen **Settings** &amp; choose <b>Reset</b>.'))).toBe(
      'Reset Open Settings & choose Reset.',
    );
  });
});
