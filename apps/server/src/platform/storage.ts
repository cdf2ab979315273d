import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A write refused because the content passed the size cap; nothing is kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/**
 * Where attachments and other files live. Keys are relative paths of safe segments
 * (`support/1f0c…`); a local directory today, an object store (S3) tomorrow behind the same interface.
 */
export interface FileStorage {
  /** Streams `source` into `key`, counting bytes; past `maxBytes` it stops, removes the partial file and throws FileTooLargeError. */
  write(key: string, source: Readable, options: { maxBytes: number }): Promise<{ size: number }>;
  /** The stored bytes, or null when the key holds nothing. */
  read(key: string): Promise<Readable | null>;
  /** Removes a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Counts the bytes going through and fails the stream as soon as they pass the cap. */
function byteCap(maxBytes: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(cap, { bytes: () => bytes });
}

/** Files under a directory (`${DATA_DIR}/files`). */
class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async write(key: string, source: Readable, options: { maxBytes: number }): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const cap = byteCap(options.maxBytes);
    try {
      await pipeline(source, cap, fs.createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await this.delete(key);
      // The source may still hold unread bytes (an upload): drain it so the request can finish.
      source.resume();
      throw error;
    }
    return { size: cap.bytes() };
  }

  async read(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      await fs.promises.access(file, fs.constants.R_OK);
    } catch {
      return null;
    }
    return fs.createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}

/** The storage of this installation: files under DATA_DIR/files. */
export function createFileStorage(config: { dataDir: string }): FileStorage {
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}
