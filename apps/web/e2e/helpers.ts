import { expect, type Page } from '@playwright/test';

/** A stored session token is all the route guards check (spec §2). */
export async function loginAs(page: Page, opts: { agent?: boolean } = {}) {
  await page.addInitScript((agent) => {
    sessionStorage.setItem('token', 'e2e-token');
    sessionStorage.setItem('nickname', 'Tester');
    if (agent) sessionStorage.setItem('isAgent', 'true');
  }, Boolean(opts.agent));
}

/** Pins the UI language for a test (spec: localStorage `lang`). */
export async function useLanguage(page: Page, lang: 'EN' | 'TY' | 'TH') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
}

export const modal = (page: Page, name: string) => page.locator(`[data-modal="${name}"] [role="dialog"]`);

/** Visitor hitting a login-only route: sent to /login, which lands on / with the login popup. */
export async function expectLoginRedirect(page: Page, path: string) {
  await page.goto(path);
  await expect(modal(page, 'loginPopupModal')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
