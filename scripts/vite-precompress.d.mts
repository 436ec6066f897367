import type { Plugin } from 'vite';

/** Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of the build. */
export function precompress(): Plugin;
