import { expect, test } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';

ownClientAddressPerTest();

/**
 * The console's agent tree (agents.manage): the demo's top agent with its team size, a drill-down
 * to its downlines and back by the trail, the member page link, and the agent's report by day
 * with its chart; on a desktop and a phone.
 */
for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`agent tree and report (${label})`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const token = await ownerToken(request);
    await openSignedIn(page, token, '/console/agents');
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    const grid = page.getByRole('table', { name: 'Members of this level' });
    const agentRow = grid
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Show the downlines of agent' }) });
    await expect(agentRow).toBeVisible();
    await page.screenshot({ path: info.outputPath(`agents-top-${label}.png`), fullPage: true });

    // Down a level: the agent's direct downlines, the trail leads back up.
    await agentRow.getByRole('button', { name: 'Show the downlines of agent' }).click();
    await expect(page).toHaveURL(/parent=\d+/);
    const trail = page.getByRole('navigation', { name: 'Where you are in the tree' });
    await expect(trail.getByText('› agent')).toBeVisible();
    await expect(grid.getByRole('cell', { name: 'player2', exact: true })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'Member page of player2' })).toHaveAttribute(
      'href',
      /\/console\/members\/\d+/,
    );
    await trail.getByRole('button', { name: 'Top agents' }).click();
    await expect(page).not.toHaveURL(/parent=/);

    // The agent's report: figures, the chart and the days.
    await agentRow.getByRole('button', { name: 'Report' }).click();
    const report = page.getByTestId('agent-report');
    await expect(report.getByRole('heading', { name: 'Team report of agent' })).toBeVisible();
    await expect(report.getByTestId('day-chart')).toBeVisible();
    await expect(report.getByRole('table', { name: 'The team by market day' }).getByRole('row')).toHaveCount(8);
    await page.screenshot({ path: info.outputPath(`agents-report-${label}.png`), fullPage: true });

    // A search finds agents at any depth; a name no agent has finds nothing.
    await page.getByLabel('Find an agent (username)').fill('zzznobody');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText("No agent's username starts like this.")).toBeVisible();
    await page.getByLabel('Find an agent (username)').fill('AGE');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(
      page
        .getByRole('table', { name: 'Agents matching “AGE”' })
        .getByRole('button', { name: 'Show the downlines of agent' }),
    ).toBeVisible();
  });
}
