import { expect, test } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { enterPassword, ownerSecret, STAFF_PASSWORD, TOKEN_KEY, totpCode, withFreshCode } from './console-helpers';

ownClientAddressPerTest();

/**
 * The operator console (issue 19, apps/console at /console): the first login with the
 * authenticator set-up, the menu a role gets, the owner's staff management and the audit log
 * with its chain status, the captcha step-up and the end of a session.
 */
test.describe('operator console', () => {
  test('first login sets up the authenticator, then the role’s menu, the audit log and a session that ends', async ({
    page,
  }) => {
    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/login$/);
    await enterPassword(page, 'risk');

    // The set-up: a QR code of the otpauth URI and the key as text, then the code from it.
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
    await expect(page.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(page.getByTestId('totp-secret')).toContainText(secret.slice(0, 4));
    await page.getByLabel('Authenticator code').fill('000000' === totpCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Wrong authenticator code', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Authenticator code')).toBeFocused();
    await page.getByLabel('Authenticator code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The shell: who is signed in, and only the pages the risk role may open.
    await expect(page.getByRole('heading', { name: 'Welcome, Demo risk' })).toBeVisible();
    const signedIn = page.getByTestId('signed-in');
    await expect(signedIn).toContainText('Risk');
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await expect(nav.getByRole('link')).toHaveText(['Overview', 'Dashboard', 'Reports', 'Members', 'Audit log']);

    // The dashboard draws the 30 market days (its chart library comes with that page only).
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Last 30 market days', exact: true })).toBeVisible();
    await expect(page.getByTestId('day-chart').locator('canvas')).toBeVisible();

    // A page the role may not open says so (the menu never links there).
    await page.goto('/console/staff');
    await expect(page.getByText('Your role may not open this page')).toBeVisible();

    // The audit log has the set-up login, with the chain intact.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByTestId('chain-status')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('chain-status')).toContainText('Chain intact');
    await page.getByLabel('Actor').fill('risk');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/actor=risk/);
    // (its row, by target: until the filtered page arrives, the owner's set-up of another spec may show too)
    await expect(
      page.getByRole('row').filter({ hasText: 'staff:risk' }).getByRole('cell', { name: 'staff.login_totp_set_up' }),
    ).toBeVisible();

    // The server ends the session (here: a token it no longer knows): back to the login, told why.
    await page.evaluate((key) => sessionStorage.setItem(key, 'no-longer-valid'), TOKEN_KEY);
    await page.reload();
    await expect(page).toHaveURL(/\/console\/login$/);
    await expect(page.getByText('Your session ended. Sign in again.')).toBeVisible();
  });

  test('the owner creates a staff account and changes it; the audit log shows both, chain intact', async ({ page }) => {
    test.setTimeout(90_000);
    const secret = await ownerSecret(page.request);
    await page.goto('/console/login');
    await enterPassword(page, 'owner');
    await expect(page.getByLabel('Authenticator code')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toHaveCount(0);
    await withFreshCode(secret, async (code) => {
      await page.getByLabel('Authenticator code').fill(code);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const outcome = await Promise.race([
        page
          .getByRole('heading', { name: 'Welcome, Demo owner' })
          .waitFor()
          .then(() => true),
        page
          .getByText('Wrong authenticator code', { exact: false })
          .waitFor()
          .then(() => false),
      ]);
      return outcome ? true : null;
    });
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Dashboard',
      'Reports',
      'Members',
      'Agents',
      'Agent contracts',
      'Agent settlement',
      'Games',
      'Lottery',
      'Content',
      'Cashier',
      'Approvals',
      'Staff and roles',
      'Audit log',
      'Brand settings',
      'Jobs',
      'System',
    ]);

    await nav.getByRole('link', { name: 'Staff and roles' }).click();
    const grid = page.getByRole('table', { name: 'Staff and roles' });
    for (const demo of ['owner', 'finance', 'risk', 'support', 'content', 'games', 'agents'])
      await expect(grid.getByRole('row').filter({ hasText: `Demo ${demo}` })).toHaveCount(1);
    const username = `e2e.${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New staff account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New staff account' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Display name').fill('E2E Cashier');
    await dialog.getByLabel('First password').fill('short');
    await dialog.getByLabel('Role').selectOption('finance');
    await dialog.getByLabel('Reason').fill('New cashier for the night shift');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('At least 10 characters with a letter and a digit.').last()).toBeVisible();
    await dialog.getByLabel('First password').fill(`${STAFF_PASSWORD}x`);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();
    const row = grid.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Finance');
    await expect(row).toContainText('At next sign-in');

    await row.getByRole('button', { name: `Disable: ${username}` }).click();
    const disable = page.getByRole('dialog', { name: `Disable ${username}` });
    await disable.getByLabel('Reason').fill('Left the company');
    await disable.getByRole('button', { name: 'Disable' }).click();
    await expect(disable).toBeHidden();
    await expect(row).toContainText('Disabled');

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Target').fill(`staff:${username}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(1)).toContainText('staff.disable');
    await expect(entries.nth(2)).toContainText('staff.create');
    await expect(page.getByTestId('chain-status')).toHaveAttribute('data-ok', 'true');
    await entries.nth(1).getByRole('button').click();
    const diff = page.getByRole('dialog', { name: /Audit entry #\d+/ });
    await expect(diff.getByRole('row', { name: /status/ })).toContainText('active');
    await expect(diff.getByRole('row', { name: /status/ })).toContainText('disabled');
    await expect(diff).toContainText('Left the company');
    await diff.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Verify chain now' }).click();
    await expect(page.getByTestId('chain-status')).toContainText('Chain intact');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/console\/login$/);
    await expect(page.getByText('Your session ended.')).toHaveCount(0);
  });

  test('a wrong password is said at the field and brings the captcha; with its answer the login goes on', async ({
    page,
    request,
  }) => {
    await page.goto('/console/login');
    await enterPassword(page, 'finance', 'Wrong-password-1');
    await expect(page.getByText('Wrong username or password.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    const picture = page.getByTestId('captcha-image');
    await expect(picture).toBeVisible();
    const captchaId = (await picture.getAttribute('data-captcha-id')) ?? '';
    // The dev tools answer loopback callers only (the page claims another address).
    const answer = (await (await request.get(`/dev/api/captcha/${captchaId}`)).json()) as {
      value: { answer: string };
    };
    await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel('Characters in the picture').fill(String(answer.value.answer));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  });

  test('support finds a member, reads the profile and records, adds a note and sends a message', async ({ page }) => {
    await page.goto('/console/login');
    await enterPassword(page, 'support');
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    await page.getByLabel('Authenticator code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await expect(nav.getByRole('link')).toHaveText(['Overview', 'Members']);

    await nav.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('demo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=demo/);
    await expect(page.getByText('Matched as: Username')).toBeVisible();
    await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'demo', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'demo', exact: true })).toBeVisible();
    await expect(page.getByText(/^\+63 /)).toBeVisible();
    // Support may not lock: only the actions of its permissions are offered.
    await expect(page.getByRole('button', { name: 'Lock' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Logins' }).click();
    await expect(page.getByRole('tab', { name: 'Logins' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.getByRole('dialog', { name: 'Note on demo' });
    await note.getByLabel('Note').fill('Called about a late deposit');
    await note.getByRole('button', { name: 'Add note' }).click();
    await expect(note).toBeHidden();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page.getByRole('table', { name: 'Notes' })).toContainText('Called about a late deposit');

    await page.getByRole('button', { name: 'Send message' }).click();
    const message = page.getByRole('dialog', { name: 'Message to demo' });
    await message.getByLabel('Subject').fill('Your deposit');
    await message.getByLabel('Message').fill('It is credited now.');
    await message.getByRole('button', { name: 'Send message' }).click();
    await expect(message).toBeHidden();
  });
});
