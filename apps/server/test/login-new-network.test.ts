import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/identity/session/totp-fns.js';
import { TEST_DATABASES } from './test-app.js';
import { freshIp, inbox, latestSmsCode, solveImage } from './identity-helpers.js';
import { useLoginHarness } from './login-helpers.js';

/**
 * A login from a network the member never used asks for one of the member’s methods: payee name,
 * authenticator, SMS or e-mail code.
 */
describe.each(TEST_DATABASES)('login from a new network on %s', (kind) => {
  const { t, at, newMember, loginAs } = useLoginHarness(kind);

  describe('from a network the member never used', () => {
    it('asks for one of the member’s methods, then accepts the right answer and remembers the network', async () => {
      const m = await newMember({ payeeName: 'Ana Reyes' });
      const ip = freshIp();
      const first = await loginAs(m.username, 'Right1234', { ip });
      expect(first.statusCode).toBe(403);
      expect(first.json()).toMatchObject({
        code: 'NEW_IP_VERIFICATION',
        value: { methods: ['bankAccountName'] },
      });
      const wrong = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'bankAccountName', value: 'Someone Else' },
      });
      expect(wrong.json()).toMatchObject({ code: 'VERIFICATION_FAILED', value: { captcha: true } });
      const unknownMethod = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'totp', value: '123456' },
      });
      expect(unknownMethod.json().code).toBe('VERIFICATION_FAILED');
      const right = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'bankAccountName', value: 'ana reyes' },
      });
      expect(right.statusCode).toBe(200);
      expect((await loginAs(m.username, 'Right1234', { ip })).statusCode).toBe(200);
    });

    it('accepts an authenticator code', async () => {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const m = await newMember({ totpSecret: secret });
      const ip = freshIp();
      expect((await loginAs(m.username, 'Right1234', { ip })).json().value.methods).toEqual(['totp']);
      const code = totpCode(secret, at());
      expect(
        (await loginAs(m.username, 'Right1234', { ip, withImage: true, verification: { method: 'totp', value: code } }))
          .statusCode,
      ).toBe(200);
    });

    it('accepts an SMS code sent to the bound mobile', async () => {
      const ip = freshIp();
      const asked = await loginAs('agent', 'Agent1234', { ip: '127.0.0.2' });
      // The agent's first login ever: let through and remembered.
      expect(asked.statusCode).toBe(200);
      const res = await loginAs('agent', 'Agent1234', { ip });
      // Possession only: the member has a mobile and an e-mail to send a code to (issue 17 finding 9).
      expect(res.json().value.methods).toEqual(['smsCode', 'emailCode']);
      await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '9170000001', countryDialingCode: '63', ...(await solveImage(t.app)) },
        remoteAddress: ip,
      });
      const code = (await latestSmsCode(t.app, '+639170000001')) as string;
      const ok = await loginAs('agent', 'Agent1234', {
        ip,
        withImage: true,
        verification: { method: 'smsCode', value: code },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.member.isAgent).toBe(true);
    });

    it('accepts a code mailed to the bound e-mail, sent only when the typed address is the bound one', async () => {
      const m = await newMember({ email: 'Mailer1@Fortuna.example' });
      const ip = freshIp();
      expect((await loginAs(m.username, 'Right1234', { ip })).json().value.methods).toEqual(['emailCode']);
      const send = async (username: string, email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/verification/email/newNetwork',
          payload: { username, email, ...(await solveImage(t.app)) },
          remoteAddress: ip,
        });
      // Another address, or an unknown username: the same answer, and no mail.
      const other = await send(m.username, 'other@fortuna.example');
      const unknown = await send('nobody-here', 'mailer1@fortuna.example');
      expect(other.statusCode).toBe(200);
      expect(unknown.json()).toEqual(other.json());
      expect(await inbox(t.app, 'other@fortuna.example', 'email')).toEqual([]);
      const noCaptcha = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/email/newNetwork',
        payload: { username: m.username, email: 'mailer1@fortuna.example' },
        remoteAddress: ip,
      });
      expect(noCaptcha.statusCode).toBe(400);
      // The bound address, whatever its case: a code is mailed to it.
      expect((await send(m.username, ' mailer1@fortuna.EXAMPLE ')).json()).toEqual(other.json());
      const mail = (await inbox(t.app, 'Mailer1@Fortuna.example', 'email'))[0];
      expect(mail?.body).toContain('log in from a new network');
      const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] as string;
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'emailCode', value: wrongCode },
      });
      expect(wrong.json().code).toBe('VERIFICATION_FAILED');
      const ok = await loginAs(m.username, 'Right1234', {
        ip,
        withImage: true,
        verification: { method: 'emailCode', value: code },
      });
      expect(ok.statusCode).toBe(200);
      // Single use: the network is remembered, and the code cannot be used again elsewhere.
      const elsewhere = freshIp();
      const reused = await loginAs(m.username, 'Right1234', {
        ip: elsewhere,
        withImage: true,
        verification: { method: 'emailCode', value: code },
      });
      expect(reused.json().code).toBe('VERIFICATION_FAILED');
    });
  });
});
