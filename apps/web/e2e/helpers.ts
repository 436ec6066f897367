import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A stored session token is all the route guards check (spec §2). The app loads the member of a
 * stored token (GET /wps/member/info) and ends a session the server does not know, so this
 * made-up session answers that call itself.
 */
export async function loginAs(page: Page, opts: { agent?: boolean; nickname?: string } = {}) {
  const agent = Boolean(opts.agent);
  const nickname = opts.nickname ?? 'Tester';
  await page.route('**/wps/member/info', (route) =>
    route.fulfill({
      json: {
        success: true,
        code: 'OK',
        message: 'OK',
        value: {
          id: 1,
          account: 'tester',
          nickname,
          type: agent ? 1 : 0,
          userName: 'tester',
          customerId: '1000001',
          isAgent: agent,
          isTrial: false,
          hasTotp: false,
          mobileBound: false,
          emailBound: false,
        },
      },
    }),
  );
  await page.addInitScript(
    ([isAgent, name]) => {
      sessionStorage.setItem('token', 'e2e-token');
      sessionStorage.setItem('nickname', name);
      if (isAgent) sessionStorage.setItem('isAgent', 'true');
    },
    [agent, nickname] as const,
  );
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

/**
 * Moves the server's clock forward (a TEST_CLOCK server only: the journey server of
 * playwright.config.ts); answers the server's time after the move.
 */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<Date> {
  const response = await request.post('/dev/api/clock', { data: { advanceMs: ms } });
  expect(response.ok(), await response.text()).toBe(true);
  return new Date(((await response.json()) as { value: { now: string } }).value.now);
}
