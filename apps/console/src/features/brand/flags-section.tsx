import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandFlagView } from '@fortuna/contracts/console-brand';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';
import { useBrandChange } from './brand-api';
import { ReasonDialog } from './reason-dialog';

/** White-label flags with what each does; a switch asks for the reason before it changes. */
export function FlagsSection({ flags }: { flags: BrandFlagView[] }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<BrandFlagView | null>(null);
  // The meaning in the reader's language (locales' brand.flagMeaning), else the server's English.
  const meaning = (flag: BrandFlagView) => t(`brand.flagMeaning.${flag.flag}`, { defaultValue: flag.meaning });
  const change = useBrandChange((input: { flag: BrandFlagView; reason: string }) =>
    call(consoleRoutes.setBrandFlag, {
      params: { flag: input.flag.flag },
      body: { enabled: !input.flag.enabled, reason: input.reason },
    }),
  );
  const close = () => {
    setPending(null);
    change.reset();
  };
  return (
    <section className="card" aria-labelledby="brand-flags">
      <h2 id="brand-flags">{t('brand.flags')}</h2>
      <ul className="switch-list">
        {flags.map((flag) => (
          <li key={flag.flag} className="switch-row">
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={flag.enabled}
                aria-describedby={`flag-${flag.flag}`}
                onChange={(event) => {
                  event.preventDefault();
                  setPending(flag);
                }}
              />
              <span className="mono">{flag.flag}</span>
            </label>
            <p id={`flag-${flag.flag}`} className="muted">
              {meaning(flag)}
            </p>
          </li>
        ))}
      </ul>
      {pending ? (
        <ReasonDialog
          title={t(pending.enabled ? 'brand.flagOff' : 'brand.flagOn', { flag: pending.flag })}
          lead={meaning(pending)}
          confirm={t(pending.enabled ? 'brand.switchOff' : 'brand.switchOn')}
          danger={pending.enabled}
          busy={change.isPending}
          error={change.error}
          onConfirm={(reason) => change.mutate({ flag: pending, reason }, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
