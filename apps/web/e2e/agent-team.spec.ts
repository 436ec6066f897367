import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { playSlotRounds, slotGameTaking } from './bets-helpers';
import { hideAnnouncements, loginAsDemoAgent, loginWithPassword } from './identity-helpers';
import { depositThroughSandbox } from './transfer-helpers';

/**
 * The agent centre's team (issue 21): the agent reads its invitation code and opens a player
 * account directly below itself; the player logs in, deposits and plays; the agent's team
 * overview shows the player with its deposit and bets (the open windows are read live).
 */
test('an agent shares its invitation code, creates a downline and sees its play in the team overview', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'EN');
  await loginAsDemoAgent(page);
  await page.goto('/agentHome?page=registerCenter');
  await expect(page.getByTestId('invitation-code')).toHaveText('FORTUNA1');
  await expect(page.getByTestId('invitation-link')).toContainText('/register?affiliateCode=FORTUNA1');
  await expect(page.locator('.team-invite__qr svg')).toBeVisible();

  const username = `kid${Date.now().toString(36)}`;
  const form = page.getByTestId('downline-register-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Kid12345');
  await form.getByLabel('Confirm password').fill('Kid12345');
  await page.getByTestId('downline-register-submit').click();
  await expect(form).toContainText(username);

  // The new player signs in with what the agent gave it.
  const player = await browser.newPage();
  await useLanguage(player, 'EN');
  await hideAnnouncements(player);
  await player.goto('/');
  await loginWithPassword(player, username, 'Kid12345');
  await expect(player.getByTestId('account-trigger')).toBeVisible();
  await depositThroughSandbox(player, '100');
  await player.goto('/');
  const slot = await slotGameTaking(player, 'RNG', '1.00');
  await playSlotRounds(player, slot.nodeId, '1.00', 3);
  await player.close();

  await page.goto('/agentHome?page=agentTeamOverview');
  await expect(page.getByTestId('team-cards')).toBeVisible();
  await expect(page.locator('[data-figure="teamSize"] dd')).not.toHaveText('0');
  await expect(page.getByTestId('team-downlines').locator(`tr[data-username="${username}"]`)).toBeVisible();
  await expect(page.getByTestId('team-downlines').locator('tr[data-username="player2"]')).toBeVisible();
  const row = page.getByTestId('team-downlines').locator(`tr[data-username="${username}"]`);
  await expect(row.locator('td').nth(1)).toHaveText('3.00');
  await expect(row.locator('td').nth(3)).not.toHaveText('0.00');
});
