import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConsoleLotteryGame, LotterySource, UpdateLotteryGame } from '@fortuna/contracts/console-lottery';
import { resultTiers } from '@fortuna/contracts/console-lottery-results';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { GameNumberRows, type SettingsValues } from './game-number-rows';
import { useUpdateLotteryGame } from './lottery-api';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const SOURCES: LotterySource[] = ['FAIR', 'PROVIDER', 'MANUAL'];

const valuesOf = (g: ConsoleLotteryGame): SettingsValues => ({
  enabled: g.enabled,
  source: g.source,
  cadenceSeconds: String(g.cadenceSeconds ?? ''),
  closeSeconds: String(g.closeSeconds),
  prizeGroup: String(g.prizeGroup),
  maxPayoutPerPlayer: g.maxPayoutPerPlayer,
  limits: g.limits,
  restricted: g.restricted.map((r) => ({ ...r, percent: String(r.percent) })),
  closed: g.closed,
  reason: '',
});

/**
 * A game's settings in one form: on or off, where results come from (official-draw games),
 * cadence (fast games) and sale close, prize group, the per-player payout cap, limits per kind,
 * restricted and closed numbers, and the reason the audit log keeps.
 */
export function GameSettingsDialog({
  game,
  onClose,
  onSaved,
}: {
  game: ConsoleLotteryGame;
  onClose: () => void;
  onSaved: (g: ConsoleLotteryGame) => void;
}) {
  const { t } = useTranslation('lottery');
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateLotteryGame();
  const form = useForm<SettingsValues>({ defaultValues: valuesOf(game) });
  const { errors } = form.formState;
  const official = resultTiers(game.family) !== null;
  const fast = game.cadenceSeconds !== null;
  const whole = (min: number, max: number) => (v: string) =>
    (/^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max) || t('form.between', { min, max });
  const amount = (v: string) => AMOUNT.test(v.trim()) || t('validation:amountFormat');

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    const body: UpdateLotteryGame = {
      enabled: v.enabled,
      closeSeconds: Number(v.closeSeconds),
      prizeGroup: Number(v.prizeGroup),
      maxPayoutPerPlayer: v.maxPayoutPerPlayer.trim(),
      limits: v.limits.map((l) => ({
        kind: l.kind,
        minStake: l.minStake.trim(),
        maxStake: l.maxStake.trim(),
        maxPerNumber: l.maxPerNumber.trim(),
      })),
      restricted: v.restricted.map((r) => ({ kind: r.kind, number: r.number.trim(), percent: Number(r.percent) })),
      closed: v.closed.map((c) => ({ kind: c.kind, number: c.number.trim() })),
      ...(official ? { source: v.source } : {}),
      ...(fast ? { cadenceSeconds: Number(v.cadenceSeconds) } : {}),
      reason: v.reason.trim(),
    };
    update.mutate(
      { id: game.id, body },
      { onSuccess: onSaved, onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });

  return (
    <Dialog title={t('settingsTitle', { name: game.gameName })} open onClose={onClose} wide>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">
          {game.vassalage} · {game.gameCode} · {t(`family.${game.family}`)}
        </p>
        {formError ? <Alert>{formError}</Alert> : null}
        <label className="switch">
          <input type="checkbox" role="switch" {...form.register('enabled')} /> {t('form.enabled')}
        </label>
        <div className="lottery-fields">
          {official ? (
            <Field label={t('form.source')} hint={t('form.sourceHint')}>
              {(c) => (
                <select {...c} {...form.register('source')}>
                  {SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {t(`source.${s}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {fast ? (
            <Field label={t('form.cadence')} error={errors.cadenceSeconds?.message}>
              {(c) => (
                <input {...c} inputMode="numeric" {...form.register('cadenceSeconds', { validate: whole(30, 3600) })} />
              )}
            </Field>
          ) : null}
          <Field label={t('form.close')} error={fieldMessage(t, errors.closeSeconds?.message)}>
            {(c) => (
              <input {...c} inputMode="numeric" {...form.register('closeSeconds', { validate: whole(0, 3600) })} />
            )}
          </Field>
          <Field label={t('form.prizeGroup')} error={errors.prizeGroup?.message}>
            {(c) => (
              <input {...c} inputMode="numeric" {...form.register('prizeGroup', { validate: whole(1700, 1990) })} />
            )}
          </Field>
          <Field label={t('form.maxPayout')} error={errors.maxPayoutPerPlayer?.message} hint={t('form.maxPayoutHint')}>
            {(c) => <input {...c} inputMode="decimal" {...form.register('maxPayoutPerPlayer', { validate: amount })} />}
          </Field>
        </div>
        <GameNumberRows form={form} kinds={game.kinds} />
        <Field label={t('form.reason')} error={fieldMessage(t, errors.reason?.message)}>
          {(c) => (
            <textarea
              {...c}
              rows={2}
              {...form.register('reason', {
                validate: (v) => v.trim().length >= 3 || t('validation:enterContent'),
              })}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="primary" busy={update.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
