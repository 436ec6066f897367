import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';

/** A password input with its lock icon (every password a form asks for). */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'icon'>) {
  return <Field icon={<LockIcon />} type="password" {...props} />;
}
