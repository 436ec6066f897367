import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        4<span>0</span>4
      </p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link to="/" className="btn btn--primary btn--lg">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
