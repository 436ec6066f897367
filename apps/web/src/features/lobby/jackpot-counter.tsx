import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { twoDecimalFormat } from '@/lib/locale';
import { initialJackpot, jackpotDelayMs, nextJackpot } from './jackpot';

export function JackpotCounter() {
  const { t, i18n } = useTranslation();
  void i18n.language;
  const [amount, setAmount] = useState(() => initialJackpot());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        setAmount((a) => nextJackpot(a));
        tick();
      }, jackpotDelayMs());
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  const text = twoDecimalFormat(currentLanguage()).format(amount);
  return (
    <section className="jackpot" aria-label={t('home.jackpot')}>
      <span className="jackpot__label">{t('home.jackpot')}</span>
      <span className="jackpot__amount" aria-live="off" data-testid="jackpot">
        {text}
      </span>
    </section>
  );
}
