import type { ApiError } from './api-client';
import { serverFieldErrors } from './form-message';

/** Where a refusal's message goes: onto fields (encoded messages, see form-message) or the form. */
export type Placement = { fields: Array<{ field: string; message: string }>; formMessage: boolean };

export type PlacementRules = {
  /** Refusal codes that belong to one field: its message is `errors:<code>` unless one is given. */
  codeFields?: Readonly<Record<string, string | { field: string; message: string }>>;
  /** Only these fields take the envelope's field errors (default: every field it names). */
  fieldsOnly?: readonly string[];
  /** Words an envelope field error (e.g. adds the brand's min and max to the message). */
  fieldMessage?: (field: string, message: string) => string;
  /** A form's own rule for a refusal (e.g. a mobile number message); may also act on it. */
  refusal?: (error: ApiError) => { field: string; message: string } | null;
};

/**
 * One rule for every form that posts to the server: the envelope's field errors go onto their
 * fields, a refusal that names one field goes there, and anything else shows above the form.
 */
export function placeServerError(error: ApiError, rules: PlacementRules = {}): Placement {
  const fields = serverFieldErrors(error.value)
    .filter((f) => !rules.fieldsOnly || rules.fieldsOnly.includes(f.field))
    .map((f) => ({ field: f.field, message: rules.fieldMessage ? rules.fieldMessage(f.field, f.message) : f.message }));
  const byCode = rules.codeFields?.[error.code];
  if (typeof byCode === 'string') fields.push({ field: byCode, message: `errors:${error.code}` });
  else if (byCode) fields.push(byCode);
  const own = rules.refusal?.(error);
  if (own) fields.push(own);
  return { fields, formMessage: fields.length === 0 };
}
