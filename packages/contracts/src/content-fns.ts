/**
 * Zod-free constants of the content contract (spec §9), for the web app's entry chunk;
 * content.ts re-exports them.
 */
export const NOTICE_PAGE_SIZE = 9;
export const ANNOUNCEMENT_CHUNK_SIZE = 7;
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 1000;
