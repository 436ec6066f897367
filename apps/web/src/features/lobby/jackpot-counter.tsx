import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { twoDecimalFormat } from '@/lib/locale';
import { useCurrencySymbol } from '@/lib/queries/system-api';
import { sessionStore } from '@/lib/storage';
import { jackpotDelayMs, nextJackpot, restoreJackpot, type JackpotState } from './jackpot';

const save = (state: JackpotState) => sessionStore.setJson('jackpot', state);

/** The session's figure: restored (and caught up) from sessionStorage, stored again. */
function loadJackpot(): number {
  const state = restoreJackpot(sessionStore.getJson('jackpot'), Date.now());
  save(state);
  return state.amount;
}

/**
 * Spec §4/§9 jackpot: one figure per browser session, rising 100–500 every 3, 4 or 5 s, the same
 * on every page and after a reload (sessionStorage), shown with the brand's currency.
 */
export function JackpotCounter() {
  const { t, i18n } = useTranslation();
  void i18n.language;
  const currency = useCurrencySymbol();
  const [amount, setAmount] = useState(loadJackpot);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        // Another mount (a page of this tab) may have moved it on: rise from the stored figure.
        const stored = restoreJackpot(sessionStore.getJson('jackpot'), Date.now());
        const next = { amount: nextJackpot(stored.amount), at: Date.now() };
        save(next);
        setAmount(next.amount);
        tick();
      }, jackpotDelayMs());
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  const text = `${currency}${twoDecimalFormat(currentLanguage()).format(amount)}`;
  return (
    <section className="jackpot" aria-label={t('home.jackpot')}>
      <span className="jackpot__label">{t('home.jackpot')}</span>
      <span className="jackpot__amount" aria-live="off" data-testid="jackpot">
        {text}
      </span>
    </section>
  );
}
