import type { PatternId, RegisterField, RegisterFieldSetting } from './system.js';

type Row = [RegisterField, PatternId, min: number, max: number];

/**
 * Settings used when the brand has none for a field an account needs: the server judges a
 * registration and the web app draws its form by the same rule. One table for both.
 */
const DEFAULTS: Row[] = [
  ['username', 'LETTER_START_ALNUM', 4, 16],
  ['password', 'LETTERS_AND_DIGITS', 6, 20],
  ['confirmPassword', 'LETTERS_AND_DIGITS', 6, 20],
  ['mobileNum', 'DIGITS', 4, 15],
  ['verificationCode', 'DIGITS', 6, 6],
];

export const REGISTER_FIELD_DEFAULTS: Partial<Record<RegisterField, RegisterFieldSetting>> = Object.fromEntries(
  DEFAULTS.map(([field, patternId, min, max]) => [
    field,
    { field, shown: true, required: true, acceptedPattern: '*', patternId, min, max },
  ]),
);

/** The brand's setting of a field, else the platform default, else null (the field does not exist). */
export const registerSettingOf = (
  settings: readonly RegisterFieldSetting[],
  field: RegisterField,
): RegisterFieldSetting | null => settings.find((s) => s.field === field) ?? REGISTER_FIELD_DEFAULTS[field] ?? null;
