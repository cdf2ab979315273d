import Box from '@mui/material/Box';
import { Fragment } from 'react';

export type TextPart = { text: string; marked: boolean };

/** `text` cut around every occurrence of `term` (ignoring case), so the occurrences can be marked. */
export function splitForHighlight(text: string, term: string | null | undefined): TextPart[] {
  const wanted = term?.trim().toLocaleLowerCase();
  if (!wanted) return [{ text, marked: false }];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (rare letters): then mark nothing rather than the wrong text.
  if (haystack.length !== text.length) return [{ text, marked: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(wanted); at !== -1; at = haystack.indexOf(wanted, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), marked: false });
    parts.push({ text: text.slice(at, at + wanted.length), marked: true });
    from = at + wanted.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), marked: false });
  return parts;
}

/** Text with the matched part in <mark>. */
export function HighlightedText({ text, highlight }: { text: string; highlight?: string | null }) {
  return (
    <>
      {splitForHighlight(text, highlight).map((part, index) =>
        part.marked ? (
          <Box
            key={index}
            component="mark"
            sx={{ bgcolor: '#ffe58a', color: 'text.primary', borderRadius: 0.5, px: 0.25 }}
          >
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
