import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * An article's Markdown as readers get it (issue 29, decision record 058): rendered by `marked` (GitHub-flavoured,
 * raw HTML passed through) and then sanitised by `sanitize-html` against an allow-list, so whatever the Markdown
 * holds, no script, no event handler, no style, no frame and no link but http(s), mailto and the portal's own paths
 * reaches a reader. Images only from the portal's image store (/api/kb/images/…) or https. Links get
 * rel="noopener noreferrer", and those leaving the portal open in a new tab.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Where article images may come from: the portal's own store, or any https address. */
export const KB_IMAGE_PATH_PREFIX = '/api/kb/images/';

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const isPortalPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
const isPortalImage = (url: string) => url.startsWith(KB_IMAGE_PATH_PREFIX) && /^\/api\/kb\/images\/[\w-]+$/.test(url);

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading of level 1 is the page's own title: an article's become level 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const external = /^https?:/i.test(href);
      const kept: Record<string, string> = {};
      if (external || /^mailto:/i.test(href) || isPortalPath(href) || href.startsWith('#')) kept.href = href;
      kept.rel = 'noopener noreferrer';
      if (external) kept.target = '_blank';
      if (attribs.title) kept.title = attribs.title;
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const allowed = isPortalImage(src) || /^https:\/\//i.test(src);
      const kept: Record<string, string> = { alt: attribs.alt ?? '' };
      if (allowed) kept.src = src;
      if (attribs.title) kept.title = attribs.title;
      return { tagName, attribs: kept };
    },
  },
  // An image whose address was refused is dropped, not left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The sanitised HTML of an article's Markdown. */
export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown) as string;
  return sanitizeHtml(raw, SANITIZE).trim();
}

/** The readable text of sanitised HTML: what a search reads and an excerpt quotes. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|tr|pre|blockquote)>|<br\s*\/?>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}
