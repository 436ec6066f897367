import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkFailure, isChunkLoadError, loadChunk } from './chunk-load';

describe('lazy screen loading', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk('Lottery', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('reports a missing file as a missing chunk with its name', async () => {
    const error = await loadChunk('Lottery', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({ chunk: 'Lottery', type: 'missing' });
  });

  it('times out after the spec limit', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('Promotions', () => new Promise(() => undefined), 120_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await pending).toMatchObject({ type: 'timeout' });
    vi.useRealTimers();
  });

  it('classifies other failures as errors', () => {
    expect(classifyChunkFailure(new SyntaxError('Unexpected token'))).toBe('error');
    expect(new ChunkLoadError('X', 'error').message).toContain('Loading chunk X failed');
  });
});
