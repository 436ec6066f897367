import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  icon?: ReactNode;
  /** Content before the input inside the frame (e.g. a country code select). */
  leading?: ReactNode;
  trailing?: ReactNode;
  /** Translated message under the field; marks the input invalid. */
  error?: string | null;
  /** Marks the field invalid when its message is shown elsewhere (one message for several fields). */
  invalid?: boolean;
  /** Shown under the field (a rule, a note) unless an error replaces it; read with the input. */
  hint?: ReactNode;
  /** Content between the label and the input frame (e.g. the captcha's picture and its buttons). */
  above?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Labelled input frame used by every form: icon, input, trailing action, error text. */
export function Field({ label, icon, leading, trailing, error, invalid, hint, above, id, ref, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={`field${error || invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {above}
      <div className="field__control">
        {icon}
        {leading}
        <input
          id={inputId}
          ref={ref}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert" data-testid={`error-${input.name ?? inputId}`}>
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (a refusal from the server). */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'info' }) {
  if (!message) return null;
  return (
    <p
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="form-alert"
    >
      {message}
    </p>
  );
}
