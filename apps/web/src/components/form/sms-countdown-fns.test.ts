import { describe, expect, it } from 'vitest';
import { secondsLeft, smsCountdownSeconds } from './sms-countdown-fns';

describe('SMS countdown', () => {
  it('counts the SMS send button down for expiredMinutes × 60 s, one minute by default', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
  });

  it('shows remaining whole seconds', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
