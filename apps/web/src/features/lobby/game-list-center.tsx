import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryFor } from '@/lib/route-rules';
import { CATEGORY_ICON } from '@/components/category-icon';
import { CategoryScreen } from './category-screen';

/** GameListCenter (spec §2): /live, /fish, /rng, /pvp — the game grid of the category. */
export default function GameListCenter() {
  const { t } = useTranslation('lobby');
  const category = categoryFor(useLocation().pathname) ?? 'RNG';
  return (
    <CategoryScreen
      key={category}
      kind="gameListCenter"
      category={category}
      icon={CATEGORY_ICON[category]}
      title={t(`category.${category}`)}
    />
  );
}
