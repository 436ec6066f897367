/** Shows enough of a contact detail to recognise it, never all of it. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  const shown = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(3, name.length - shown.length))}@${domain}`;
}

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}
