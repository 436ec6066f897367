import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './test-app.js';
import { useReceiptHarness } from './withdrawal-receipt-helpers.js';

/** A withdrawal waits for the turnover requirement (a share of deposits in valid bets); owners set it, finance reads it. */
describe.each(TEST_DATABASES)('withdrawal turnover on %s', (kind) => {
  const { memberToken, move, withdraw, config, staff, consoleGet, settings } = useReceiptHarness(kind);

  it('refuses a withdrawal until the turnover requirement is met, showing required and achieved', async () => {
    expect((await settings({ turnoverPercent: 100, receiptConfirmMinutes: 30 }, memberToken())).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    // Finance reads the settings; only owners change them (cashier.settings).
    const financeSet = await settings({ turnoverPercent: 100, receiptConfirmMinutes: 30 }, await staff('finance'));
    expect(financeSet.statusCode).toBe(403);
    expect((await settings({ turnoverPercent: -1, receiptConfirmMinutes: 30 })).json().code).toBe('VALIDATION_FAILED');
    expect((await settings({ turnoverPercent: 100, receiptConfirmMinutes: 0 })).json().code).toBe('VALIDATION_FAILED');
    expect((await settings({ turnoverPercent: 100, receiptConfirmMinutes: 30 })).json().value).toEqual({
      turnoverPercent: 100,
      receiptConfirmMinutes: 30,
    });
    expect(await config()).toMatchObject({
      turnoverRequired: '10000.00',
      turnoverAchieved: '0.00',
      receiptConfirmMinutes: 30,
    });
    const refused = await withdraw('500');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      value: { required: '10000.00', achieved: '0.00' },
    });
    expect(refused.json().message).toContain('required 10000.00, achieved 0.00');
    await move('BET', -600_000n, 'GAME_BANK');
    await move('ROLLBACK', 100_000n, 'GAME_BANK');
    await move('WIN', 900_000n, 'GAME_BANK');
    expect(await config()).toMatchObject({ turnoverRequired: '10000.00', turnoverAchieved: '5000.00', locked: '0.00' });
    expect((await withdraw('500')).json()).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      value: { required: '10000.00', achieved: '5000.00' },
    });
    await move('BET', -500_000n, 'GAME_BANK');
    expect((await config()).turnoverAchieved).toBe('10000.00');
    expect((await withdraw('500')).json().value.status).toBe('PENDING');
    expect((await consoleGet('withdrawalSettings')).json().value.turnoverPercent).toBe(100);
    await settings({ turnoverPercent: 0, receiptConfirmMinutes: 30 });
  });
});
