import { useState, type BaseSyntheticEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { placeServerError, type PlacementRules } from '@/lib/server-error-placement';

type Options<V extends FieldValues, R> = PlacementRules & {
  /** The call: a mutation, so its state is TanStack Query's like every other server call. */
  submit: (values: V) => Promise<R>;
  /** After a success (still inside the guard: a failure here shows like a refusal). */
  onSuccess?: (result: R, values: V) => void | Promise<void>;
  /** After every attempt (e.g. a single-use captcha is renewed). */
  onSettled?: () => void;
  /** The form-level message of a refusal; by default the catalogue's wording of its code. */
  formMessage?: (error: ApiError) => string;
};

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);

/**
 * The one pattern of a form that posts to the server: react-hook-form validates with the form's
 * zod schema or rules, the call runs as a mutation, and a refusal is placed by
 * placeServerError (field errors on fields, anything else in the form alert).
 */
export function useServerForm<V extends FieldValues, R>(form: UseFormReturn<V>, options: Options<V, R>) {
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: options.submit });
  const handle = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync(values);
      await options.onSuccess?.(result, values);
    } catch (error) {
      const e = asApiError(error);
      const placed = placeServerError(e, options);
      for (const f of placed.fields) form.setError(f.field as Path<V>, { message: f.message });
      if (placed.formMessage) setFormError(options.formMessage?.(e) ?? translateError(e.code, e.message));
    } finally {
      options.onSettled?.();
    }
  });
  return { formError, setFormError, onSubmit: (event?: BaseSyntheticEvent) => void handle(event) };
}
