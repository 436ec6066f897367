import { useTranslation } from 'react-i18next';
import { useLotteryFavourites } from './use-favourites';

/** Adds or removes a game from the member's lottery favourites (LOTTFAV). */
export function FavouriteStar({ gameCode, gameName }: { gameCode: string; gameName: string }) {
  const { t } = useTranslation('lottery');
  const { list, toggle } = useLotteryFavourites();
  const on = list.includes(gameCode);
  return (
    <button
      type="button"
      className="lott-star"
      aria-pressed={on}
      aria-label={t(on ? 'fav.remove' : 'fav.add', { game: gameName })}
      data-testid="lott-fav"
      onClick={() => toggle(gameCode)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
