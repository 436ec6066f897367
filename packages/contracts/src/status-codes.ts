/** Spec §4 "System status" codes (zod-free so the web entry can import it cheaply). */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
