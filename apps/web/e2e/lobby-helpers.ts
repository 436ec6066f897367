import { expect, type Page } from '@playwright/test';

/**
 * A real trial session (trial members may keep favourites): POST /wps/session/login/freeplay
 * from the test, then the token goes into sessionStorage before the app starts.
 */
export async function loginAsTrial(page: Page): Promise<{ token: string; username: string }> {
  const res = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'WEB' } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { token: string; member: { userName: string; nickname: string } } };
  const { token, member } = body.value;
  await page.addInitScript(
    ([t, name]) => {
      sessionStorage.setItem('token', t!);
      sessionStorage.setItem('username', name!);
      sessionStorage.setItem('nickname', name!);
      sessionStorage.setItem('memberType', '4');
    },
    [token, member.userName],
  );
  return { token, username: member.userName };
}

export const tiles = (page: Page) => page.getByTestId('game-tile');
export const gameNames = (page: Page) => page.locator('[data-testid="game-tile"] .game-tile__name').allTextContents();
