import { useFieldArray, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClosedNumber, LotteryKindLimit, LotterySource } from '@fortuna/contracts/console-lottery';
import { Button } from '@/components/button';

/** The settings form's values (numbers as typed). */
export type SettingsValues = {
  enabled: boolean;
  source: LotterySource;
  cadenceSeconds: string;
  closeSeconds: string;
  prizeGroup: string;
  maxPayoutPerPlayer: string;
  limits: LotteryKindLimit[];
  restricted: { kind: string; number: string; percent: string }[];
  closed: ClosedNumber[];
  reason: string;
};

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const NUMBER = /^\d{1,6}$/;

/**
 * The lists of a game's settings: limits per bet kind ("*" for the others), restricted numbers
 * (paying a share of their odds) and closed numbers; a row added or removed saves with the form.
 */
export function GameNumberRows({ form, kinds }: { form: UseFormReturn<SettingsValues>; kinds: string[] }) {
  const { t } = useTranslation('lottery');
  const limits = useFieldArray({ control: form.control, name: 'limits' });
  const restricted = useFieldArray({ control: form.control, name: 'restricted' });
  const closed = useFieldArray({ control: form.control, name: 'closed' });
  const { errors } = form.formState;
  const amount = (v: string) => AMOUNT.test(v.trim()) || t('validation:amountFormat');
  const number = (v: string) => NUMBER.test(v.trim()) || t('form.numberFormat');
  const percent = (v: string) =>
    (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 99) || t('form.between', { min: 1, max: 99 });
  const kindSelect = (name: `limits.${number}.kind` | `restricted.${number}.kind` | `closed.${number}.kind`) => (
    <select aria-label={t('form.kind')} {...form.register(name)}>
      <option value="*">{t('form.allKinds')}</option>
      {kinds.map((k) => (
        <option key={k} value={k}>
          {k}
        </option>
      ))}
    </select>
  );
  /** One labelled input of a row: the label shows on a phone, the column head on a wide screen. */
  const cell = (label: string, name: Path<SettingsValues>, validate: (v: string) => true | string, decimal = false) => (
    <label className="lottery-cell">
      <span className="lottery-cell__label">{t(label)}</span>
      <input
        aria-label={t(label)}
        placeholder={t(label)}
        inputMode={decimal ? 'decimal' : 'numeric'}
        {...form.register(name, { validate: (v) => validate(String(v)) })}
      />
    </label>
  );
  const invalid = (message: string | undefined) => (message ? <span className="field__error">{message}</span> : null);

  return (
    <>
      <fieldset className="lottery-list">
        <legend>{t('form.limits')}</legend>
        <p className="muted">{t('form.limitsHint')}</p>
        {limits.fields.length > 0 ? (
          <div className="lottery-row lottery-row--limit lottery-row__head" aria-hidden>
            <span>{t('form.kind')}</span>
            <span>{t('form.minStake')}</span>
            <span>{t('form.maxStake')}</span>
            <span>{t('form.maxPerNumber')}</span>
          </div>
        ) : null}
        {limits.fields.map((f, i) => (
          <div key={f.id} className="lottery-row lottery-row--limit">
            {kindSelect(`limits.${i}.kind`)}
            {cell('form.minStake', `limits.${i}.minStake`, amount, true)}
            {cell('form.maxStake', `limits.${i}.maxStake`, amount, true)}
            {cell('form.maxPerNumber', `limits.${i}.maxPerNumber`, amount, true)}
            <Button size="sm" variant="ghost" onClick={() => limits.remove(i)} aria-label={t('form.remove')}>
              ✕
            </Button>
            {invalid(
              errors.limits?.[i]?.minStake?.message ??
                errors.limits?.[i]?.maxStake?.message ??
                errors.limits?.[i]?.maxPerNumber?.message,
            )}
          </div>
        ))}
        <Button
          size="sm"
          onClick={() => limits.append({ kind: '*', minStake: '1.00', maxStake: '1000.00', maxPerNumber: '10000.00' })}
        >
          {t('form.addLimit')}
        </Button>
      </fieldset>
      <fieldset className="lottery-list">
        <legend>{t('form.restricted')}</legend>
        <p className="muted">{t('form.restrictedHint')}</p>
        {restricted.fields.length > 0 ? (
          <div className="lottery-row lottery-row__head" aria-hidden>
            <span>{t('form.kind')}</span>
            <span>{t('form.number')}</span>
            <span>{t('form.percent')}</span>
          </div>
        ) : null}
        {restricted.fields.map((f, i) => (
          <div key={f.id} className="lottery-row">
            {kindSelect(`restricted.${i}.kind`)}
            {cell('form.number', `restricted.${i}.number`, number)}
            {cell('form.percent', `restricted.${i}.percent`, percent)}
            <Button size="sm" variant="ghost" onClick={() => restricted.remove(i)} aria-label={t('form.remove')}>
              ✕
            </Button>
            {invalid(errors.restricted?.[i]?.number?.message ?? errors.restricted?.[i]?.percent?.message)}
          </div>
        ))}
        <Button size="sm" onClick={() => restricted.append({ kind: '*', number: '', percent: '50' })}>
          {t('form.addRestricted')}
        </Button>
      </fieldset>
      <fieldset className="lottery-list">
        <legend>{t('form.closed')}</legend>
        <p className="muted">{t('form.closedHint')}</p>
        {closed.fields.length > 0 ? (
          <div className="lottery-row lottery-row--closed lottery-row__head" aria-hidden>
            <span>{t('form.kind')}</span>
            <span>{t('form.number')}</span>
          </div>
        ) : null}
        {closed.fields.map((f, i) => (
          <div key={f.id} className="lottery-row lottery-row--closed">
            {kindSelect(`closed.${i}.kind`)}
            {cell('form.number', `closed.${i}.number`, number)}
            <Button size="sm" variant="ghost" onClick={() => closed.remove(i)} aria-label={t('form.remove')}>
              ✕
            </Button>
            {invalid(errors.closed?.[i]?.number?.message)}
          </div>
        ))}
        <Button size="sm" onClick={() => closed.append({ kind: '*', number: '' })}>
          {t('form.addClosed')}
        </Button>
      </fieldset>
    </>
  );
}
