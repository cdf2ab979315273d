import { describe, expect, it } from 'vitest';
import { attributes, html, htmlDocument, join, SafeHtml } from './html.js';

describe('the html tagged template', () => {
  it('escapes every value: <, >, &, double and single quotes', () => {
    const value = `<script>alert("x") & 'y'</script>`;
    expect(html`<p title="${value}">${value}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;">&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;</p>',
    );
  });

  it('keeps the literal parts as written, numbers as they are', () => {
    expect(html`<b class="n">${42}</b>\n<i>&nbsp;</i>`.toString()).toBe('<b class="n">42</b>\n<i>&nbsp;</i>');
  });

  it('puts nested html in as it is: escaped once, never twice', () => {
    const inner = html`<em>${'Tom & Jerry'}</em>`;
    expect(html`<p>${inner}</p>`.toString()).toBe('<p><em>Tom &amp; Jerry</em></p>');
    expect(html`<div>${html`<p>${inner}</p>`}</div>`.toString()).toBe('<div><p><em>Tom &amp; Jerry</em></p></div>');
  });

  it('writes lists item by item, each escaped unless html, and leaves out nothing-values', () => {
    const items = ['a<b', html`<li>c</li>`, ['d&e', html`<br>`]];
    expect(html`<ul>${items}</ul>`.toString()).toBe('<ul>a&lt;b<li>c</li>d&amp;e<br></ul>');
    expect(html`[${null}${undefined}${false}]`.toString()).toBe('[]');
    expect(html`${0}`.toString()).toBe('0');
  });

  it('a string that looks like markup stays text: only html makes SafeHtml', () => {
    const fake = { toString: () => '<b>bold</b>' } as unknown as string;
    expect(html`${fake}`.toString()).toBe('&lt;b&gt;bold&lt;/b&gt;');
    expect(html`x`).toBeInstanceOf(SafeHtml);
    expect(() => Reflect.construct(SafeHtml, [Symbol('SafeHtml'), '<b>'])).toThrow(TypeError);
    expect(() => SafeHtml.make(Symbol('SafeHtml'), '<b>')).toThrow(TypeError);
  });

  it('joins fragments with a separator, escaping text ones', () => {
    expect(join([html`<i>1</i>`, 'two & three'], html`<br>`).toString()).toBe('<i>1</i><br>two &amp; three');
    expect(join(['a', 'b'], ' & ').toString()).toBe('a &amp; b');
  });
});

describe('attributes', () => {
  it('quotes and escapes each value, writes true as a bare attribute and leaves out false and nothing', () => {
    const list = attributes({
      id: 'name',
      value: `"><script>x</script>`,
      'data-n': 3,
      required: true,
      hidden: false,
      title: undefined,
      'aria-label': null,
    });
    expect(list.toString()).toBe('id="name" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" data-n="3" required');
    expect(html`<input ${list}>`.toString()).toBe(`<input ${list.toString()}>`);
  });

  it('refuses a name that is not an attribute name', () => {
    expect(() => attributes({ 'onclick="x" a': 'b' })).toThrow('Not an attribute name');
  });
});

describe('htmlDocument', () => {
  it('puts the doctype before the page', () => {
    expect(htmlDocument(html`<html lang="${'en-US'}"></html>`)).toBe('<!doctype html>\n<html lang="en-US"></html>');
  });
});
