/**
 * The one way the server writes HTML (its sign-in, password and landing pages): the `html` tagged template escapes
 * every value put into it, unless the value is itself HTML made by `html` (a `SafeHtml`). A page is thus safe by
 * default: text from a user, a query parameter or a catalogue cannot become markup, and only fragments the
 * server wrote with `html` nest without being escaped a second time.
 */

/** The proof that SafeHtml is made here: not exported, so no other module can make it, even by reflection. */
const MADE_HERE = Symbol('SafeHtml');

/** Markup the server wrote with `html`: put into another `html` template as it is. Made only by this module. */
export class SafeHtml {
  readonly #markup: string;

  private constructor(proof: symbol, markup: string) {
    if (proof !== MADE_HERE) throw new TypeError('SafeHtml is made by html`…`, never from a string');
    this.#markup = markup;
  }

  /** @internal */
  static make(proof: symbol, markup: string): SafeHtml {
    return new SafeHtml(proof, markup);
  }

  toString(): string {
    return this.#markup;
  }
}

const trusted = (markup: string) => SafeHtml.make(MADE_HERE, markup);

/**
 * A value `html` accepts: text and numbers (escaped), SafeHtml (as it is), lists of them (each in turn, joined
 * without separator), and nothing (null, undefined, false: left out, for `${condition && html`…`}`).
 */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for element content and for quoted attribute values. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escape(String(value as string | number));
}

/** Writes HTML: the template's literal parts as they are, each value escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1]!;
  });
  return trusted(markup);
}

/** Items joined by a separator (itself escaped unless SafeHtml), e.g. `join(lines, html`\n`)`. */
export function join(items: readonly HtmlValue[], separator: HtmlValue = ''): SafeHtml {
  return trusted(items.map(render).join(render(separator)));
}

/** An attribute's value: text, a number, or true for a bare attribute; false, null and undefined leave it out. */
export type AttributeValue = string | number | boolean | null | undefined;

const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/**
 * Attributes from an object, each value escaped and quoted: `<input ${attributes({ id, value, required: true })}>`.
 * A name that is not a plain attribute name is refused (a programming error, never user input).
 */
export function attributes(list: Readonly<Record<string, AttributeValue>>): SafeHtml {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(list)) {
    if (!ATTRIBUTE_NAME.test(name)) throw new Error(`Not an attribute name: ${name}`);
    if (value === false || value === null || value === undefined) continue;
    parts.push(value === true ? name : `${name}="${escape(String(value))}"`);
  }
  return trusted(parts.join(' '));
}

/** A whole document: the doctype, then the page. The string a route sends. */
export function htmlDocument(page: SafeHtml): string {
  return `<!doctype html>\n${page.toString()}`;
}
