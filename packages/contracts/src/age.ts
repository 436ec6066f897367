/**
 * Spec §5 "Age consent": the age is 18 (the registration form's consent), and 21 for the
 * birthday ('Please confirm you are 21 years old'). Ages are counted on the UTC calendar day,
 * so the form and the server agree whatever the browser's time zone.
 */
export const AGE_OF_CONSENT = 18;
export const BIRTHDAY_MIN_AGE = 21;

/** Year, month and day of a date written yyyy-MM-dd or MM-dd-yyyy; null for any other text. */
export function dateParts(value: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  return parts ? (parts.map(Number) as [number, number, number]) : null;
}

/** Whole years from `birthday` to the UTC day of `today` (negative before birth); null when not a date. */
export function ageOn(birthday: string, today: Date): number | null {
  const parts = dateParts(birthday.trim());
  if (!parts) return null;
  const [year, month, day] = parts;
  const thisMonth = today.getUTCMonth() + 1;
  const beforeBirthday = thisMonth < month || (thisMonth === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** `validation:confirmAge21` when the birthday makes the member younger than 21 (or is in the future); else null. */
export function birthdayAgeMessage(birthday: string, today: Date): string | null {
  const age = ageOn(birthday, today);
  return age !== null && age < BIRTHDAY_MIN_AGE ? 'validation:confirmAge21' : null;
}
