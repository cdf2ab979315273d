import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES } from '@portal/contract/constants';
import {
  attachmentDisplayName,
  INCIDENT_LIMITS,
  INCIDENT_MULTIPART_FIELDS,
  safeAttachmentName,
  SUPPORT_ERROR_CODES,
} from '@portal/contract/support';
import { AppError, badRequest } from '../../platform/errors.js';
import { FileTooLargeError, type FileStorage } from '../../platform/storage.js';
import { errorCode } from '../../platform/unvalidated.js';
import { contentInspector, contentTypeOfExtension } from './support.attachment.js';
import { invalid, type StoredFile } from './support.shared.js';

/** What the incident form sends: the incidentDetail JSON as it came, and the attachment, already stored. */
export type IncidentUpload = { detail: string | undefined; file: StoredFile | null };

const tooLarge = () =>
  new AppError(413, SUPPORT_ERROR_CODES.attachmentTooLarge, 'The attachment is larger than 10 MB.');
const wrongType = () => badRequest(SUPPORT_ERROR_CODES.attachmentType, 'This type of file cannot be attached.');

/** Streams the file part to storage while counting and inspecting it; refuses (and keeps nothing of) a file too large or not what it claims. */
async function storeAttachment(storage: FileStorage, part: MultipartFile): Promise<StoredFile> {
  const fileName = safeAttachmentName(part.filename);
  const contentType = contentTypeOfExtension(fileName);
  if (part.filename.trim().length > INCIDENT_LIMITS.fileNameMax || !contentType) {
    part.file.resume();
    throw wrongType();
  }
  const id = randomUUID();
  const key = `support/${id}`;
  const inspector = contentInspector(contentType);
  // finished(), unlike an 'error' listener, also reports a file the parser failed before this point. The
  // storage's pipeline may not listen yet (it makes the directory first): it finds the inspector errored.
  inspector.on('error', () => {});
  finished(part.file, (error) => {
    if (error) inspector.destroy(error);
  });
  part.file.pipe(inspector);
  try {
    const { size } = await storage.write(key, inspector, { maxBytes: ATTACHMENT_MAX_BYTES });
    // The parser stops a file one byte past the cap and marks it truncated.
    if (part.file.truncated) throw new FileTooLargeError(ATTACHMENT_MAX_BYTES);
    if (!inspector.matches()) throw wrongType();
    return { id, key, fileName, originalName: attachmentDisplayName(part.filename, fileName), contentType, size };
  } catch (error) {
    part.file.resume();
    await storage.delete(key);
    if (error instanceof FileTooLargeError || errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/** Reads the multipart parts: the incidentDetail JSON and at most one file, stored as it arrives. */
async function receiveParts(
  storage: FileStorage,
  parts: AsyncIterable<Multipart>,
  onStored: (file: StoredFile) => void,
): Promise<string | undefined> {
  let detail: string | undefined;
  let files = 0;
  for await (const part of parts) {
    if (part.type === 'file') {
      files += 1;
      if (part.fieldname !== INCIDENT_MULTIPART_FIELDS.file || files > 1) {
        part.file.resume();
        throw invalid('Only one file, in the "file" part, may be attached.');
      }
      // A file chosen and then left empty by the browser has no name: no attachment.
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      onStored(await storeAttachment(storage, part));
    } else if (part.fieldname === INCIDENT_MULTIPART_FIELDS.detail && detail === undefined) {
      detail = String(part.value);
    } else {
      throw invalid(`Unexpected part "${part.fieldname}".`);
    }
  }
  return detail;
}

/** Reads an incident's multipart body, storing its file as it arrives; a body refused halfway keeps no file behind. */
export async function receiveIncidentUpload(
  storage: FileStorage,
  parts: AsyncIterable<Multipart>,
): Promise<IncidentUpload> {
  const upload: { file: StoredFile | null } = { file: null };
  try {
    const detail = await receiveParts(storage, parts, (stored) => {
      upload.file = stored;
    });
    return { detail, file: upload.file };
  } catch (error) {
    if (upload.file) await storage.delete(upload.file.key);
    throw error;
  }
}
