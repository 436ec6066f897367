import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClockIcon, HeartIcon } from '@/components/ui/icons';
import { CategoryScreen } from './category-screen';

/**
 * AccountGame (spec §2): /favorite and /recent, the member's own games across every category
 * (login required by the route guard). The lists come from GCSGAME_gameList filtered to FAV or
 * RECENT, so search and paging work alike on every lobby page.
 */
export default function AccountGame() {
  const { t } = useTranslation('lobby');
  const recent = useLocation().pathname.startsWith('/recent');
  const list = recent
    ? { key: 'recent', icon: <ClockIcon />, title: t('recentGames'), filter: 'RECENT' as const }
    : { key: 'favorite', icon: <HeartIcon />, title: t('favouriteGames'), filter: 'FAV' as const };
  return (
    <CategoryScreen
      key={list.key}
      kind="accountGame"
      category={null}
      icon={list.icon}
      title={list.title}
      defaultFilter={list.filter}
    />
  );
}
