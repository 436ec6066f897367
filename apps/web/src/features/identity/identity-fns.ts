/** Pure helpers of the identity forms (unit tested; no DOM, no zod). */

/** Dialing code as the API wants it: digits only ('+63' → '63'). */
export const dialingDigits = (code: string): string => code.replace(/[^0-9]/g, '');

/** Query parameters the registration takes from the page address (?affiliateCode=, ?referralCode=). */
export function registrationCodesFrom(search: string): { affiliateCode?: string; referralCode?: string } {
  const params = new URLSearchParams(search);
  const pick = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, 40) : undefined;
  };
  const out: { affiliateCode?: string; referralCode?: string } = {};
  const affiliateCode = pick('affiliateCode');
  const referralCode = pick('referralCode');
  if (affiliateCode) out.affiliateCode = affiliateCode;
  if (referralCode) out.referralCode = referralCode;
  return out;
}

/** The reset token of a /resetPassword?token=… link. */
export const resetTokenFrom = (search: string): string | null => new URLSearchParams(search).get('token');

/**
 * Where a refused username login goes next: a refused slider (or its proof-of-work, unless the
 * refusal asks for the image captcha) gets a new slider; the new-network check (asked, or failed)
 * goes to its step; anything else back to the form with the message.
 */
export function loginRefusalStep(code: string, asksCaptcha: boolean): 'slider' | 'verify' | 'form' {
  if (code === 'SLIDER_INVALID' || (code.startsWith('POW_') && !asksCaptcha)) return 'slider';
  if (code === 'NEW_IP_VERIFICATION' || code === 'VERIFICATION_FAILED') return 'verify';
  return 'form';
}
