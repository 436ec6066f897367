import { ErrorCode, PROVIDER_ONLY_ERROR_CODES } from './error-codes.js';
import { PATTERN_IDS } from './system.js';

/**
 * Keys of the web app's `errors` and `validation` namespaces
 * (apps/web/src/locales/{en,ty,th}/{errors,validation}.json). messages.test.ts holds every
 * language to these lists, so a key added here without its translations fails the build.
 * Keys are flat except the phone-auth group, read as `phoneAuth.<code>`.
 */

import { CHUNK_FAILURE_TYPES, PHONE_AUTH_CODES } from './client-messages.js';
export * from './client-messages.js';

export const ERROR_MESSAGE_KEYS = [
  // One per API error code the player site can receive (the web app translates them).
  ...ErrorCode.options.filter((c) => !(PROVIDER_ONLY_ERROR_CODES as readonly string[]).includes(c)),
  // Spec §8 catalogue; the spec's own key names where it gives them.
  'notLoggedIn',
  'usernameOrEmailNotFound',
  'enterUsernameAndPassword',
  'networkAbnormal',
  'pageLoadTimeout',
  'unknownError',
  'invalidUrl',
  'popupBlocked',
  'accessRestricted',
  'blockip',
  'info_ip_block',
  'info_maintenance',
  'maintenanceEndsAt',
  'game_maintenance',
  'in_need_true_account',
  'invitationCodeError',
  'smsSendFailed',
  'smsSendFailedOk',
  'smsSendFailedSubmit',
  'copyUserIdSuccess',
  ...PHONE_AUTH_CODES.map((code) => `phoneAuth.${code}` as const),
  ...CHUNK_FAILURE_TYPES.map((type) => `chunkLoadFailed_${type}` as const),
  'cssChunkLoadFailed',
  'in_sure_logout',
  'nonAgentCannotLogin',
  'nonMemberCannotLogin',
  // LOTTERY_LIMIT in the words of each limit (i18next context: the error value's `limit`).
  'LOTTERY_LIMIT_minStake',
  'LOTTERY_LIMIT_maxStake',
  'LOTTERY_LIMIT_maxPerNumber',
  'LOTTERY_LIMIT_maxPayout',
] as const;
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

export const VALIDATION_MESSAGE_KEYS = [
  // Spec §5 user messages.
  'passwordLength',
  'validVerificationCode',
  'validMobileNumber',
  'validPhoneNumber',
  'incorrectConfirmation',
  'realNameFormat',
  'phoneNumberFormat',
  'invalidInvitationCode',
  'accountFormat',
  'passwordFormat',
  'emailFormat',
  'confirmPasswordMismatch',
  'enterCaptcha',
  'required',
  'enterContent',
  'confirmAge21',
  'phoneDigits',
  // One per pattern kind, each with {{min}} and {{max}}; digits of one exact length say "6 digits".
  ...PATTERN_IDS,
  'DIGITS_EXACT',
  // Age consent, feedback and activity application.
  'confirmAge18',
  'feedbackWordCount',
  'commentTooLong',
  'imageType',
  'imageTooLarge',
  'tooManyImages',
  // Any field of any request (the server's input guard): a NUL character, a document nested too deep.
  'controlCharacters',
  'tooDeep',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Interpolation placeholders a key must carry in every language (callers pass these values). */
export const MESSAGE_PLACEHOLDERS: Partial<Record<ErrorMessageKey | ValidationMessageKey, readonly string[]>> = {
  passwordLength: ['min', 'max'],
  phoneDigits: ['digits'],
  feedbackWordCount: ['min', 'max'],
  info_ip_block: ['ip'],
  maintenanceEndsAt: ['time'],
  chunkLoadFailed_missing: ['id'],
  chunkLoadFailed_timeout: ['id'],
  chunkLoadFailed_error: ['id'],
  cssChunkLoadFailed: ['id'],
  ...Object.fromEntries(PATTERN_IDS.map((id) => [id, ['min', 'max']])),
  DIGITS_EXACT: ['min'],
  LOTTERY_LIMIT: ['value'],
  LOTTERY_LIMIT_minStake: ['line', 'value'],
  LOTTERY_LIMIT_maxStake: ['line', 'value'],
  LOTTERY_LIMIT_maxPerNumber: ['number', 'value'],
  LOTTERY_LIMIT_maxPayout: ['value'],
  NUMBER_CLOSED: ['number'],
};
