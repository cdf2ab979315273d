import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, FileTooLargeError, type FileStorage } from './storage.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A source that yields the content in small chunks, as an upload does. */
const chunked = (content: Buffer, size = 1000) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < content.length; i += size) yield content.subarray(i, i + size);
    })(),
  );

describe('local file storage', () => {
  let dataDir: string;
  let storage: FileStorage;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
    storage = createFileStorage({ dataDir });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes under DATA_DIR/files, reads back, deletes', async () => {
    const content = Buffer.from('hello, storage');
    expect(await storage.write('support/abc-1', chunked(content, 4), { maxBytes: 100 })).toEqual({
      size: content.length,
    });
    expect(fs.readFileSync(path.join(dataDir, 'files', 'support', 'abc-1')).equals(content)).toBe(true);
    expect((await readAll((await storage.read('support/abc-1'))!)).equals(content)).toBe(true);
    await storage.delete('support/abc-1');
    expect(await storage.read('support/abc-1')).toBeNull();
    await storage.delete('support/abc-1');
  });

  it('accepts exactly the cap and refuses one byte more, keeping nothing', async () => {
    expect((await storage.write('support/exact', chunked(Buffer.alloc(5000, 1)), { maxBytes: 5000 })).size).toBe(5000);
    await expect(
      storage.write('support/over', chunked(Buffer.alloc(5001, 1)), { maxBytes: 5000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(fs.existsSync(path.join(dataDir, 'files', 'support', 'over'))).toBe(false);
  });

  it('never overwrites a key and refuses keys that could leave the directory', async () => {
    await storage.write('support/once', chunked(Buffer.from('first')), { maxBytes: 100 });
    await expect(storage.write('support/once', chunked(Buffer.from('second')), { maxBytes: 100 })).rejects.toThrow();
    for (const key of ['../escape', 'support/../../x', '/etc/passwd', 'support//x', '']) {
      await expect(storage.write(key, chunked(Buffer.from('x')), { maxBytes: 100 }), key).rejects.toThrow(
        /unsafe storage key/,
      );
    }
  });
});
