/**
 * The e2e's own staff account (finance role): playwright.config.ts creates it with the CLI before
 * the app server starts, writing the CLI's answer (with the authenticator secret) to
 * `E2E_STAFF_FILE` in the server's data directory; e2e/operator-api.ts signs in with it. No other
 * spec logs in as it, so a console spec that sets up a demo account's authenticator never meets it.
 */
export const E2E_STAFF = { username: 'e2e.cashier', password: 'E2eCashier1234' } as const;
export const E2E_STAFF_FILE = 'e2e-staff.txt';
