import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';
import { errorText, fieldMessage } from './errors';

/**
 * Puts a refused submit where it belongs: field errors of a VALIDATION_FAILED answer on their
 * fields (and focused), codes listed in `fields` on that field; anything else is returned as the
 * form's own message (null when it was placed on a field).
 */
export function placeServerError<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  t: TFunction,
  fields: Partial<Record<string, Path<V>>> = {},
): string | null {
  if (!(error instanceof ApiError)) return errorText(t, error);
  const field = fields[error.code];
  if (field) {
    form.setError(field, { message: errorText(t, error) }, { shouldFocus: true });
    return null;
  }
  // The server names a body field `body.<field>`; the form names it `<field>`.
  const known = error.fieldErrors
    .map((e) => ({ ...e, path: e.path.replace(/^body\./, '') }))
    .filter((e) => e.path in form.getValues());
  if (error.code === 'VALIDATION_FAILED' && known.length > 0) {
    known.forEach((e, i) =>
      form.setError(e.path as Path<V>, { message: fieldMessage(t, e.message) }, { shouldFocus: i === 0 }),
    );
    return null;
  }
  return errorText(t, error);
}
