import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn } from './console-helpers';
import { newStaff, sharedOwnerToken } from './console-staff-helpers';

ownClientAddressPerTest();

type Game = { nodeId: number; gameName: string; gameCode: string; vassalage: string; gameType: string; isGame: string };

/** Whether the player site's public game list (the lobby's call) returns `game` when searched by name. */
async function listed(request: APIRequestContext, game: Game): Promise<boolean> {
  const response = await request.get('/wps/relay/GCSGAME_gameList', {
    params: {
      clientType: 3,
      platform: 'html5-desktop',
      gameType: game.gameType,
      vassalage: game.vassalage,
      gameName: game.gameName,
      filterType: 'ALL',
      pageNo: 1,
      pageSize: 50,
      language: 'EN',
    },
  });
  const body = (await response.json()) as { success: boolean; value: { list: { nodeId: number }[] } };
  expect(body.success).toBe(true);
  return body.value.list.some((g) => g.nodeId === game.nodeId);
}

/**
 * The console's Games page (issue 19, games.manage): a games staff member disables a game inline
 * and the public game list no longer returns it; bulk enable of the selection brings it back.
 */
test('a games staff member disables a game: the public list drops it; bulk enable restores it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await sharedOwnerToken(request);
  const staff = await newStaff(request, owner, 'games', 'gm');
  const auth = { Authorization: `Bearer ${staff.token}` };
  // A game far down the catalogue (other specs play the first ones), enabled and listed now.
  const page1 = (await (
    await request.get('/console/api/games', { headers: auth, params: { enabled: 'true', pageSize: 100 } })
  ).json()) as { value: { list: Game[] } };
  const game = page1.value.list.filter((g) => g.isGame === 'GAME').at(-1);
  expect(game).toBeTruthy();
  if (!game) return;
  await expect.poll(() => listed(request, game)).toBe(true);

  try {
    await openSignedIn(page, staff.token, '/console/games');
    await expect(
      page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Games' }),
    ).toBeVisible();
    await page.getByLabel('Name or code').fill(game.gameCode);
    await page.getByLabel('Vendor').selectOption(game.vassalage);
    await page.getByRole('button', { name: 'Apply' }).click();
    const grid = page.getByRole('table', { name: 'Games' });
    const row = grid.getByRole('row').filter({ hasText: game.gameName }).first();
    await expect(row).toContainText('Enabled');
    // Saved at once (the box shows the server's answer).
    const enabled = row.getByRole('checkbox', { name: `Enabled: ${game.gameName}` });
    await enabled.click();
    await expect(page.getByText(`Saved: ${game.gameName}.`)).toBeVisible();
    await expect(enabled).not.toBeChecked();
    await expect(row).toContainText('Disabled');
    await expect.poll(() => listed(request, game)).toBe(false);

    // Bulk: select the row, enable the selection.
    await row.getByRole('checkbox', { name: `Select ${game.gameName}` }).check();
    await page.getByRole('region', { name: 'Selected games' }).getByRole('button', { name: 'Enable selected' }).click();
    await expect(page.getByText(/1 changed/)).toBeVisible();
    await expect(row).toContainText('Enabled');
    await expect.poll(() => listed(request, game)).toBe(true);

    // The vendors tab lists the cards with their state.
    await page.getByRole('tab', { name: 'Vendors' }).click();
    await expect(page.getByRole('table', { name: 'Vendors' })).toContainText(game.vassalage);
  } finally {
    await request.put(`/console/api/games/${game.nodeId}`, { headers: auth, data: { enabled: true } });
  }
});
