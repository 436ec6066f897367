import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { loginAsDemoAgent } from './identity-helpers';
import { openSignedIn } from './console-helpers';
import { newStaff, sharedOwnerToken } from './console-staff-helpers';

type Envelope<T> = { success: boolean; code: string; value: T };
type Contract = { id: number; status: string; kind: string };

/**
 * Agent contracts (issue 21): an operator offers the demo top agent an hourly-salary contract
 * from the console; signed in, the agent sees the contract modal (the consolidated flags say an
 * offer waits), reads the terms and accepts; the contract is in force and the modal is gone.
 * Hourly, and ended at the end, so the other specs' demo agent meets no modal.
 */
test('an offered contract is accepted in the contract modal', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const { token } = await newStaff(request, await sharedOwnerToken(request), 'agents');
  const consoleCall = async <T>(method: 'GET' | 'POST', path: string, data?: object) => {
    const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
    const body = (await response.json()) as Envelope<T>;
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value;
  };
  const offered = await consoleCall<Contract>('POST', '/console/api/agent-contracts/offer', {
    username: 'agent',
    kind: 'HOURLY',
    period: 'HOURLY',
    tiers: [
      { rate: 50, validBet: '1000', active: 0 },
      { rate: 80, validBet: '5000', active: 2 },
    ],
  });
  try {
    await useLanguage(page, 'EN');
    await loginAsDemoAgent(page);
    const modal = page.locator('[data-modal="contractModal"]');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading')).toHaveText('Hourly salary contract offer');
    await expect(modal).toContainText('The platform offers you this contract.');
    await expect(modal.locator('tbody tr')).toHaveCount(2);
    await expect(modal.locator('tbody tr').nth(1)).toContainText('0.80%');
    await modal.getByTestId('contract-accept').click();
    await expect(modal).toBeHidden();
    const list = await consoleCall<{ list: Contract[] }>(
      'GET',
      '/console/api/agent-contracts?username=agent&kind=HOURLY',
    );
    expect(list.list.find((c) => c.id === offered.id)?.status).toBe('VALID');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('enableSalary'))).toBe('true');

    // The console's page lists it in force, with its history.
    const operator = await browser.newPage();
    await openSignedIn(operator, token, '/console/agent-contracts');
    await operator.getByTestId('contracts-username').fill('agent');
    const row = operator.locator('tr', { hasText: 'Hourly salary' }).filter({ hasText: 'In force' });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'History' }).click();
    const events = operator.getByTestId('contract-events');
    await expect(events).toContainText('Offered');
    await expect(events).toContainText('Accepted');
    await operator.close();
  } finally {
    await consoleCall('POST', `/console/api/agent-contracts/${offered.id}/terminate`, { reason: 'e2e done' });
  }
});
