import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { loginAsDemoAgent } from './identity-helpers';
import { forEachScreen, screenContext } from './screenshot-helpers';

/** Visual review of the team pages (SCREENSHOTS=1 only): desktop and phone, EN and TY, into /tmp/shots-agent. */
const DIR = '/tmp/shots-agent/';

forEachScreen((size, lang) => {
  test(`agent team pages ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await screenContext(browser, size, { isMobile: false, hasTouch: false });
    const page = await context.newPage();
    await useLanguage(page, 'EN');
    await loginAsDemoAgent(page);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const [name, testId] of [
      ['agent-team-overview', 'team-cards'],
      ['agent-register-center', 'invitation-code'],
    ] as const) {
      await page.goto(`/agentHome?page=${name === 'agent-team-overview' ? 'agentTeamOverview' : 'registerCenter'}`);
      await expect(page.getByTestId(testId)).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}${name}-${size.name}-${lang}.png`, fullPage: true, animations: 'disabled' });
    }
    await context.close();
  });
});
