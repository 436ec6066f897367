import { freshProof } from '@/components/form/fresh-proof-rules';

type ProofValues = { currentCode: string; loginPassword: string; totpCode: string };

/**
 * The proof a contact change sends: the code to the channel bound now (only when one is bound)
 * and the fresh proof (login password, authenticator code when given).
 */
export const contactChangeProof = (values: ProofValues, hasCurrent: boolean) => ({
  ...(hasCurrent ? { currentCode: values.currentCode.trim() } : {}),
  ...freshProof(values),
});
