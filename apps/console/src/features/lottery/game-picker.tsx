import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { useLotteryGames } from './lottery-api';

/** Picks one lottery game (by name, its code beside it) for the exposure and P&L views. */
export function GamePicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation('lottery');
  const games = useLotteryGames();
  return (
    <Field label={t('filter.game')}>
      {(c) => (
        <select {...c} value={value ?? ''} onChange={(e) => e.target.value && onChange(Number(e.target.value))}>
          <option value="">{t('pickGame')}</option>
          {(games.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.gameName} ({g.gameCode})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
