import type { TFunction } from 'i18next';
import { ApiError } from './api';

/**
 * The text of an error for the person at the screen: the `errors` catalogue entry of its code
 * (locales/<lang>/errors.json), else the server's own English message, else a generic one.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const text = t(`errors:${error.code}`, { defaultValue: '' });
    if (text) return text;
    if (error.message) return error.message;
  }
  return t('errors:UNKNOWN_ERROR');
}

/** Messages of the contracts' schemas name catalogue keys (`validation:required`): their text. */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation:') ? t(message, { defaultValue: message }) : message;
}

/** The error is one of these codes (from the envelope). */
export const isCode = (error: unknown, ...codes: string[]) => error instanceof ApiError && codes.includes(error.code);
