import { useQuery } from '@tanstack/react-query';
import type { RegisterFieldSetting } from '@fortuna/contracts';
import { registerSettingsQuery } from '@/lib/queries/system-api';

type Translate = (key: string, values?: Record<string, string | number>) => string;
type Rule = Pick<RegisterFieldSetting, 'patternId' | 'min' | 'max'>;

/** The withdraw password's rule when the brand has set none: 6 digits. */
export const DEFAULT_PAYMENT_PASSWORD_RULE: RegisterFieldSetting = {
  field: 'paymentPassword',
  shown: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'DIGITS',
  min: 6,
  max: 6,
};

/** The brand's withdraw-password rule (its paymentPassword register setting), 6 digits by default. */
export function usePaymentPasswordRule(): RegisterFieldSetting {
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  return settings.find((s) => s.field === 'paymentPassword') ?? DEFAULT_PAYMENT_PASSWORD_RULE;
}

/**
 * A field's rule in words, for its placeholder or the hint under it: "6 digits" for digits of
 * one length, else the pattern's own wording with its bounds ("Letters or digits, 4 - 16").
 */
export function fieldRuleText(t: Translate, rule: Rule): string {
  const key = rule.patternId === 'DIGITS' && rule.min === rule.max ? 'DIGITS_EXACT' : rule.patternId;
  return t(`common:auth.fieldPlaceholder.${key}`, { min: rule.min, max: rule.max });
}

/** The keyboard a rule wants on a phone: the digit pad for digits. */
export const ruleInputMode = (rule: Rule): 'numeric' | undefined =>
  rule.patternId === 'DIGITS' ? 'numeric' : undefined;
