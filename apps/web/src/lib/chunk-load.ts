import type { ChunkFailureType } from '@fortuna/contracts';

/** Spec §9: a lazily loaded screen that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's code could not be loaded (new deployment, offline, time-out). */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly type: ChunkFailureType;
  constructor(chunk: string, type: ChunkFailureType, cause?: unknown) {
    super(`Loading chunk ${chunk} failed. (${type})`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
  }
}

/** Browsers word a failed dynamic import differently; all of them mean "the file is not there". */
const MISSING =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i;

export function classifyChunkFailure(error: unknown): ChunkFailureType {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING.test(message) ? 'missing' : 'error';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');

/** Wraps a dynamic import with the spec's time-out and turns any failure into a ChunkLoadError. */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, classifyChunkFailure(error), error));
      },
    );
  });
}
