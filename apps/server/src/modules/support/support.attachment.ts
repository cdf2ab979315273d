import { Transform } from 'node:stream';
import { TextDecoder } from 'node:util';
import { ATTACHMENT_CONTENT_TYPES, type AttachmentContentType } from '@portal/contract/support';

/** The content type an extension stands for, when it is one the portal accepts. */
export function contentTypeOfExtension(fileName: string): AttachmentContentType | null {
  if (!fileName.includes('.')) return null;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  for (const [type, extensions] of Object.entries(ATTACHMENT_CONTENT_TYPES) as [
    AttachmentContentType,
    readonly string[],
  ][]) {
    if (extensions.includes(extension)) return type;
  }
  return null;
}

const bytes = (...values: number[]) => Buffer.from(values);
const ZIP_ENTRY = bytes(0x50, 0x4b, 0x03, 0x04);
const ZIP_EMPTY = bytes(0x50, 0x4b, 0x05, 0x06);

/** What a file of each type starts with (its magic bytes). */
const SIGNATURES: Partial<Record<AttachmentContentType, Buffer[]>> = {
  'application/pdf': [Buffer.from('%PDF-')],
  'image/png': [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
  'image/jpeg': [bytes(0xff, 0xd8, 0xff)],
  'image/gif': [Buffer.from('GIF87a'), Buffer.from('GIF89a')],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [ZIP_ENTRY],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [ZIP_ENTRY],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': [ZIP_ENTRY],
  'application/zip': [ZIP_ENTRY, ZIP_EMPTY],
};

const HEAD_BYTES = 8;
const isText = (type: AttachmentContentType) => type === 'text/plain' || type === 'text/csv';

/**
 * Watches a file's bytes as they stream past and tells afterwards whether the content is what its
 * extension claims: the magic bytes of binary types; valid UTF-8 without NUL for text.
 */
export function contentInspector(type: AttachmentContentType): Transform & { matches: () => boolean } {
  let head = Buffer.alloc(0);
  let textValid = true;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (isText(type) && textValid) textValid = isCleanText(decoder, chunk, false);
      callback(null, chunk);
    },
  });
  const matches = () => {
    if (isText(type)) return textValid && isCleanText(decoder, Buffer.alloc(0), true);
    return (SIGNATURES[type] ?? []).some((signature) => head.subarray(0, signature.length).equals(signature));
  };
  return Object.assign(inspector, { matches });
}

function isCleanText(decoder: TextDecoder, chunk: Buffer, last: boolean): boolean {
  if (chunk.includes(0)) return false;
  try {
    decoder.decode(chunk, { stream: !last });
    return true;
  } catch {
    return false;
  }
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` for any name (RFC 6266): a plain ASCII fallback
 * without quotes, backslashes or percent signs, and the exact name percent-encoded (RFC 5987 attr-chars only).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
