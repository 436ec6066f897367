import type { ButtonHTMLAttributes } from 'react';

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** What the button does, for screen readers (the icon alone says nothing). */
  label: string;
};

/** A button showing only an icon (close, menu, refresh); `className` adds to `icon-button` (styles/base.css). */
export function IconButton({ label, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      {...rest}
    />
  );
}
