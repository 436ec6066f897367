import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryFor } from '@/lib/route-rules';
import { CATEGORY_ICON } from '@/components/category-icon';
import { CategoryScreen } from './category-screen';

/** GameCenter (spec §2): /sports, /esports, /lott, /elott — vendor cards, then the category's games. */
export default function GameCenter() {
  const { t } = useTranslation('lobby');
  const category = categoryFor(useLocation().pathname) ?? 'SPORTS';
  return (
    <CategoryScreen
      key={category}
      kind="gameCenter"
      category={category}
      icon={CATEGORY_ICON[category]}
      title={t(`category.${category}`)}
    />
  );
}
