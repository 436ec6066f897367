import { z } from 'zod';

/** Refusals of a fresh proof, each placed on its field (useServerForm's codeFields). */
export const FRESH_PROOF_CODES = {
  LOGIN_PASSWORD_INCORRECT: 'loginPassword',
  AUTHENTICATOR_CODE_INVALID: 'totpCode',
  CURRENT_CONTACT_CODE_INVALID: 'currentCode',
} as const;

const sixDigits = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'validation:validVerificationCode');

/** The proof fields' rules: the login password always, the authenticator's code when one is bound. */
export const freshProofShape = (hasTotp: boolean) => ({
  loginPassword: z.string().min(1, 'validation:required'),
  totpCode: hasTotp ? sixDigits : z.string(),
});

/** The proof as the request sends it (no empty authenticator code). */
export const freshProof = (values: { loginPassword: string; totpCode: string }) => ({
  loginPassword: values.loginPassword,
  ...(values.totpCode.trim() ? { totpCode: values.totpCode.trim() } : {}),
});

/** The code to the channel bound now, when one is bound. */
export const currentCodeRule = (required: boolean) => (required ? sixDigits : z.string());
