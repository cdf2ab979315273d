import Box from '@mui/material/Box';

/**
 * An article's body (a knowledge-base article, a release note) as the server rendered it. The HTML is Markdown the server turned into HTML and sanitised
 * (no script, no event handler, links and images checked), so it is set as it is; the styles keep wide content
 * (tables, code, images) inside the column on a 320 px screen.
 */
export function SanitisedHtml({ html, lang }: { html: string; lang: string }) {
  return (
    <Box
      lang={lang}
      className="kb-article-body"
      sx={{
        overflowWrap: 'anywhere',
        typography: 'body1',
        '& h1, & h2, & h3, & h4': { mt: 3, mb: 1, lineHeight: 1.3 },
        '& h1': { fontSize: '1.6rem' },
        '& h2': { fontSize: '1.35rem' },
        '& h3': { fontSize: '1.15rem' },
        '& p, & ul, & ol': { my: 1.5 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& pre': { overflowX: 'auto', p: 1.5, bgcolor: 'grey.100', borderRadius: 1 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
      }}
      // Sanitised by the server (see above); never HTML from anywhere else.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
