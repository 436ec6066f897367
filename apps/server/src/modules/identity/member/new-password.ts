import type { FieldError } from '@fortuna/contracts';
import type { PasswordServiceDeps } from './password-service.js';
import type { WorkCaller } from '../../../platform/work-gate.js';
import { hashPassword } from './password-fns.js';
import { passwordErrors } from './register-fns.js';

/**
 * Sets a new login password and retires every reset link of the member, so no older link
 * outlives a reset or a change (the caller ends the sessions: all, or all but the current one).
 */
export async function storeNewPassword(
  { repo, resets }: PasswordServiceDeps,
  memberId: number,
  password: string,
  now: Date,
  caller: WorkCaller,
): Promise<void> {
  await repo.setPassword(memberId, await hashPassword(password, caller), now);
  await resets.retireAll(memberId, now);
}

/** The brand's password rule for a new password, and its confirmation. */
export async function newPasswordErrors(
  { system, identitySettings }: PasswordServiceDeps,
  password: string,
  confirm: string | undefined,
): Promise<FieldError[]> {
  const [path, confirmPath] = ['body.newPassword', 'body.confirmNewPassword'];
  const errors = passwordErrors(password, await system.registerSettings(), path);
  // The weak default is what agents hand out; choosing it would force a change at every login.
  if (errors.length === 0 && password === (await identitySettings.get()).weakDefaultPassword)
    errors.push({ path, message: 'validation:passwordFormat' });
  if (confirm !== undefined && confirm !== password)
    errors.push({ path: confirmPath, message: 'validation:confirmPasswordMismatch' });
  return errors;
}
