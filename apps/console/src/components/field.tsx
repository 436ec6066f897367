import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled and described (pass it to the input or select). */
export type FieldControl = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type Props = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control with its id and aria attributes. */
  children: (control: FieldControl) => ReactNode;
  className?: string;
};

/** A labelled form field: the label, the control, a hint and the error (announced, linked by aria-describedby). */
export function Field({ label, error, hint, children, className }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
