import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF the way a reader starts to: the trailer's startxref must point at a cross-reference table whose
 * every in-use entry points at the object it names, and the trailer must name the document catalogue.
 * Answers the number of objects; throws on the first inconsistency.
 */
export function checkPdfStructure(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('no %PDF header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (!text.startsWith('xref', xrefAt)) throw new Error(`startxref ${xrefAt} does not point at xref`);
  const header = /^xref\s+(\d+)\s+(\d+)\s+/.exec(text.slice(xrefAt));
  if (!header) throw new Error('malformed xref header');
  const [first, count] = [Number(header[1]), Number(header[2])];
  let cursor = xrefAt + header[0].length;
  for (let i = 0; i < count; i += 1) {
    const entry = /^(\d{10}) (\d{5}) ([nf])\s*/.exec(text.slice(cursor, cursor + 22));
    if (!entry) throw new Error(`malformed xref entry ${i}`);
    cursor += entry[0].length;
    if (entry[3] === 'n') {
      const objectNumber = first + i;
      const offset = Number(entry[1]);
      if (!text.startsWith(`${objectNumber} 0 obj`, offset))
        throw new Error(`object ${objectNumber} is not at ${offset}`);
    }
  }
  const trailer = text.slice(cursor);
  if (!/^trailer\s*<<[\s\S]*\/Root \d+ 0 R[\s\S]*>>/.test(trailer)) throw new Error('trailer without /Root');
  return count;
}

// WinAnsiEncoding differs from Latin-1 only in 0x80-0x9F (’ “ ” – — € …); undefined codes stay as they are.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b))).join('');
}

/** The text shown on the pages: the strings of every TJ/Tj operator in the (deflated) content streams, decoded as WinAnsi. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', from, 'latin1');
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start, 'latin1');
    if (end < 0) throw new Error('stream without endstream');
    const raw = pdf.subarray(start + 'stream\n'.length, end);
    from = end + '\nendstream'.length;
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const match of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [match[2]!];
      lines.push(hexes.map((hex) => decodeWinAnsi(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}
