import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { advanceServerClock, useLanguage } from './helpers';
import {
  hideAnnouncements,
  loginAsAgent,
  loginAsDemoAgent,
  registerByUsername,
  uniqueClientIp,
} from './identity-helpers';
import { staffSession } from './console-staff-helpers';
import { playSlotRounds, slotGameTaking } from './bets-helpers';
import { depositThroughSandbox } from './transfer-helpers';

const DAY = 86_400_000;
const PASSWORD = 'Down12345';
/** The journey server's owner authenticator (set up by the first sign-in of the run; a retry reuses it). */
const OWNER_SECRET_FILE = new URL('../../../node_modules/.e2e-data/journey/console-owner-totp.txt', import.meta.url)
  .pathname;

/** A page in English whose browser clock reads the server's (the journey server runs ahead). */
async function pageAt(browser: Browser, serverNow: Date, ip?: string): Promise<Page> {
  const context = await browser.newContext(ip ? { extraHTTPHeaders: { 'X-Forwarded-For': ip } } : {});
  await context.clock.install({ time: serverNow });
  const page = await context.newPage();
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  return page;
}

/** Accepts the offer the contract modal shows. */
async function acceptInModal(page: Page, heading: string) {
  const offer = page.locator('[data-modal="contractModal"]');
  await expect(offer.getByRole('heading')).toHaveText(heading);
  await offer.getByTestId('contract-accept').click();
  await expect(offer).toBeHidden();
}

/**
 * The agent journey of issue 21, on the journey server (its clock moves forward, playwright.config.ts):
 * the operator gives the demo agent a daily salary; the agent makes a referral link for agents; a
 * downline signs up through it, deposits and plays; the agent offers it a daily salary from team
 * management and it accepts in the contract modal. The next day the downline plays again; the day
 * after, the operator runs the rollups and the daily settlement, and both agents see the day's bill
 * (agentDailyWages2) and their income (agentRevenueReport): level difference 2 % − 1 %.
 */
test('an agent recruits a downline through a link, contracts it a daily salary, and both see the settled day', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // The server's time (ahead of the wall clock when a retry follows a run that moved it).
  let offset = (await advanceServerClock(request, 1)).getTime() - Date.now();
  const serverNow = () => new Date(Date.now() + offset);
  const staffIp = uniqueClientIp();
  const known = fs.existsSync(OWNER_SECRET_FILE) ? fs.readFileSync(OWNER_SECRET_FILE, 'utf8').trim() : undefined;
  const owner = await staffSession(request, 'owner', { ip: staffIp, secret: known, at: () => serverNow().getTime() });
  fs.writeFileSync(OWNER_SECRET_FILE, owner.secret);
  const operator = async (token: string, path: string, data: object) => {
    const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
    const body = (await response.json()) as { success: boolean; value: unknown };
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value;
  };
  await operator(owner.token, '/console/api/agent-contracts/offer', {
    username: 'agent',
    kind: 'DAILY',
    period: 'DAILY',
    tiers: [{ rate: 200, validBet: '1', active: 0 }],
  });

  // The demo agent accepts the platform's offer, then makes a referral link that signs up agents.
  const agent = await pageAt(browser, serverNow());
  await loginAsDemoAgent(agent);
  await acceptInModal(agent, 'Daily salary contract offer');
  await agent.goto('/agentHome?page=registerCenter');
  const links = agent.getByTestId('referral-links');
  await links.getByLabel('Signs up').selectOption('AGENT');
  const channel = `jr${Date.now().toString(36)}`;
  await links.getByLabel('Channel').fill(channel);
  await agent.getByTestId('create-link').click();
  const linkText =
    (await links.locator('.team-link-row', { hasText: channel }).locator('.team-invite__link').textContent()) ?? '';
  const link = new URL(linkText.trim(), 'http://127.0.0.1');
  expect(link.searchParams.get('affiliateCode')).toBeTruthy();

  // The downline signs up through the link, deposits and plays.
  const username = `dl${Date.now().toString(36)}`;
  const ip = uniqueClientIp();
  const downline = await pageAt(browser, serverNow(), ip);
  await registerByUsername(downline, { username, password: PASSWORD, link: `${link.pathname}${link.search}`, ip });
  await depositThroughSandbox(downline, '100');
  await downline.goto('/');
  const slot = await slotGameTaking(downline, 'RNG', '1.00');
  await playSlotRounds(downline, slot.nodeId, '1.00', 2);

  // The agent finds it in team management and offers it 1 % a day from 1.00 of team valid bet.
  await agent.goto('/agentHome?page=downlineManagmentView');
  await agent.getByLabel('Search username').fill(username);
  const row = agent.getByTestId('team-members').locator(`tr[data-username="${username}"]`);
  await expect(row).toContainText('Agent');
  await row.getByTestId('member-offer-contract').click();
  const dialog = agent.locator('[data-modal="offerContract"]');
  await dialog.getByTestId('offer-kind').selectOption('DAILY');
  await dialog.getByTestId('tier-0-rate').fill('1');
  await dialog.getByTestId('tier-0-validBet').fill('1');
  await dialog.getByTestId('tier-0-active').fill('0');
  await dialog.getByTestId('offer-contract-submit').click();
  await expect(dialog).toBeHidden();

  // The downline sees the offer in the contract modal and accepts it.
  await downline.reload();
  await acceptInModal(downline, 'Daily salary contract offer');
  await downline.context().close();

  // The next day (the contract pays from the first whole day): the downline plays five rounds.
  offset = (await advanceServerClock(request, DAY)).getTime() - Date.now();
  const nextDay = await pageAt(browser, serverNow(), ip);
  await loginAsAgent(nextDay, username, PASSWORD);
  await playSlotRounds(nextDay, slot.nodeId, '1.00', 5);
  await nextDay.context().close();

  // The day after, the operator closes the team figures and settles the day.
  offset = (await advanceServerClock(request, DAY)).getTime() - Date.now();
  const later = await staffSession(request, 'owner', {
    ip: staffIp,
    secret: owner.secret,
    at: () => serverNow().getTime(),
  });
  await operator(later.token, '/console/api/jobs/team.rollups/run', { reason: 'e2e: agent journey' });
  const settled = (await operator(later.token, '/console/api/jobs/agent-settlement.daily/run', {
    reason: 'e2e: agent journey',
  })) as { state: string; result: string };
  expect(settled.state).toBe('succeeded');

  // Both see the day's bill and their income: the downline 1 % of 5.00; the agent 2 %, less the downline's.
  const sides = [
    { name: username, password: PASSWORD, figures: ['5.00', '0.05'] },
    { name: 'agent', password: 'Agent1234', figures: ['5.00', '0.10', '0.05'] },
  ];
  for (const side of sides) {
    const page = await pageAt(browser, serverNow(), side.name === username ? ip : undefined);
    await loginAsAgent(page, side.name, side.password);
    await page.goto('/agentHome?page=agentDailyWages2');
    const bills = page.getByTestId('bills-DAILY');
    await bills.getByRole('button', { name: 'Yesterday' }).click();
    const bill = bills.locator('tbody tr').first();
    await expect(bill).toHaveAttribute('data-status', 'ISSUED');
    for (const figure of side.figures) await expect(bill).toContainText(figure);
    await page.locator('.agent-nav a[data-page="agentRevenueReport"]').click();
    const income = page.getByTestId('agent-income');
    await income.getByRole('button', { name: 'Yesterday' }).click();
    await expect(income.locator('tbody')).toContainText('0.05');
    await page.context().close();
  }
  await agent.context().close();
});
