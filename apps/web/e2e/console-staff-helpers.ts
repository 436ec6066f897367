import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueClientIp } from './identity-helpers';
import { openSignedIn, STAFF_PASSWORD, totpCode, withFreshCode } from './console-helpers';

type Envelope<T> = { success: boolean; code: string; message: string; value: T };
type LoginValue = { step: 'totpSetup'; secret: string } | { step: 'totp' } | { step: 'done'; token: string };

/**
 * A fresh staff account of `role` made by the owner (`ownerToken`), signed in over the API with
 * its authenticator set up: its username and a session token for {@link openSignedIn}.
 */
export async function newStaff(
  request: APIRequestContext,
  ownerToken: string,
  role: string,
  prefix = role.slice(0, 3),
): Promise<{ username: string; token: string }> {
  const username = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/console/api/staff', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { username, displayName: `E2E ${role}`, password: STAFF_PASSWORD, role, reason: 'End-to-end test' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const ip = uniqueClientIp();
  const login = async (body: Record<string, string>) => {
    const response = await request.post('/console/api/session', {
      data: { username, password: STAFF_PASSWORD, ...body },
      headers: { 'X-Forwarded-For': ip },
    });
    return (await response.json()) as Envelope<LoginValue>;
  };
  const first = await login({});
  expect(first.success, first.message).toBe(true);
  if (first.value.step !== 'totpSetup') throw new Error(`unexpected login step ${first.value.step}`);
  const { secret } = first.value;
  const done = await login({ totpCode: totpCode(secret) });
  if (done.success && done.value.step === 'done') return { username, token: done.value.token };
  const token = await withFreshCode(secret, async (code) => {
    const answer = await login({ totpCode: code });
    return answer.success && answer.value.step === 'done' ? answer.value.token : null;
  });
  return { username, token };
}

/** Opens a member's page in the console by searching the username (as staff would). */
export async function openMember(page: Page, token: string, username: string) {
  await openSignedIn(page, token, `/console/members?q=${username}`);
  await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { name: username, exact: true })).toBeVisible();
}
