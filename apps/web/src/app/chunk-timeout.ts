import { SCRIPT_CHUNK_TIMEOUT_MS } from '@portal/contract/constants';

/** A page's script chunk did not arrive in time (spec section 9: 120 seconds). */
export class ChunkTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The page's script did not load within ${timeoutMs / 1000} seconds`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * A loader that gives up after the chunk timeout: the load fails with a ChunkTimeoutError, so the router shows its
 * error element ('Refresh page') instead of waiting forever. A chunk that arrives in time is answered as it is.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = SCRIPT_CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
