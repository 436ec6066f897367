import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, loginWithPassword } from './identity-helpers';
import { forEachScreen, screenContext, type ScreenLang, type ScreenSize } from './screenshot-helpers';
import { serveLotteryFixtures } from './lottery-fixtures';

/**
 * Visual review of the lottery screens (SCREENSHOTS=1 only): lobbies, a fast game with a slip and
 * a chase, results with the trend and a verification, tickets, Thai, 4D and Vietnamese sheets, the
 * verification page; desktop and phone, EN and TY. Lottery data come from lottery-fixtures.ts.
 * PNGs go to LOTTERY_SHOTS (default /tmp/shots-lottery).
 */
const DIR = process.env.LOTTERY_SHOTS ?? '/tmp/shots-lottery';

async function signIn(page: Page, lang: ScreenLang) {
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await serveLotteryFixtures(page);
  await page.goto('/');
  await loginWithPassword(page, 'demo', 'Demo1234');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

forEachScreen((size: ScreenSize, lang: ScreenLang) => {
  test(`lottery screens ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    // A phone page is several screens tall: each shot scrolls to its part and takes the screen.
    const shot = async (name: string, fullPage = true, part?: string) => {
      if (part) await page.getByTestId(part).first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      const whole = fullPage && size.name === 'desktop';
      await page.screenshot({
        path: `${DIR}/${name}-${size.name}-${lang}.png`,
        fullPage: whole,
        animations: 'disabled',
      });
    };
    await signIn(page, lang);

    await page.goto('/lottery');
    await expect(page.getByTestId('lott-tile').first()).toBeVisible();
    await shot('lobby');

    await page.getByTestId('lott-tile-link').first().click();
    await expect(page.getByTestId('lott-board')).toBeVisible();
    await page.locator('[data-kind="SSC_POSITION_NUMBER"]').first().click();
    await page.locator('.lott-pad [data-number="3"]').click();
    await page.locator('.lott-pad [data-number="7"]').click();
    await page.getByTestId('lott-add-line').click();
    await page.locator('[data-kind="SSC_SUM_SIDE"]').first().click();
    await page.locator('[data-pick="BIG"]').click();
    await page.getByTestId('lott-add-line').click();
    await page.getByTestId('lott-chase-on').check();
    await shot('game-slip');
    if (size.name === 'phone') await shot('game-slip2', false, 'lott-slip');

    await page.getByTestId('lott-verify-open').first().click();
    await expect(page.getByTestId('lott-verify-result')).toHaveAttribute('data-ok', 'true');
    await shot('game-results-verify', true, 'lott-verify');

    await page.getByRole('tab').nth(1).click();
    await expect(page.getByTestId('lott-ticket').first()).toBeVisible();
    await shot('game-tickets', true, 'lott-tickets');

    await page.goto('/lottery?gameCode=K3_45S&vassalage=ELOTT');
    await expect(page.getByTestId('lott-board')).toBeVisible();
    await shot('game-k3', false);

    await page.goto('/seaLottery');
    await expect(page.getByTestId('lott-tile').first()).toBeVisible();
    await shot('sea-lobby');
    await page.goto('/seaLottery?gameCode=SEA_1&vassalage=TCG_SEA');
    await expect(page.getByTestId('thai-result-table')).toBeVisible();
    await shot('sea-thai', true, 'thai-result-table');
    await page.goto('/seaLottery?gameCode=SEA_4&vassalage=TCG_SEA');
    await expect(page.getByTestId('fourd-result-table')).toBeVisible();
    await shot('sea-4d', true, 'fourd-result-table');

    await page.goto('/vnLottery');
    await expect(page.getByTestId('vn-schedule')).toBeVisible();
    await shot('vn-lobby');
    await page.goto('/vnLottery?gameCode=VN_1&vassalage=TCG_LOTTO_VN');
    await expect(page.getByTestId('vn-result-table')).toBeVisible();
    await page.locator('[data-kind="VN_LO2"]').first().click();
    await page.locator('.lott-grid100 [data-number="07"]').click();
    await page.locator('.lott-grid100 [data-number="68"]').click();
    await page.getByTestId('lott-add-line').click();
    await shot('vn-game');
    if (size.name === 'phone') await shot('vn-sheet', false, 'vn-result-table');

    await page.goto('/lottery?view=verify&gameCode=PK10_1MIN&vassalage=LOTT&issue=' + (await firstIssue(page)));
    await expect(page.getByTestId('lott-verify-page')).toBeVisible();
    await shot('verify');
    await context.close();
  });
});

/** A drawn issue of PK10 1 Min from the fixtures' results call. */
async function firstIssue(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/lotto/lgw/games/results?gameCode=PK10_1MIN&vassalage=LOTT');
    const body = (await res.json()) as { value: { list: { issueCode: string }[] } };
    return body.value.list[0]!.issueCode;
  });
}
