import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { PATH_BY_CATEGORY, type GameCategory } from '@/lib/route-rules';
import { Logo } from '@/components/brand/logo';
import { VendorBadges } from '@/components/brand/vendor-badges';
import { ExternalIcon, LinkIcon, ShieldIcon } from '@/components/ui/icons';
import { helpCenterQuery, useSystemStatus } from '@/lib/queries/system-api';
import { openModal } from '@/stores/modal-store';
import './footer.css';

const PRODUCTS: GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** Help links: the help-centre articles of the current language, each opening the help modal. */
function HelpLinks() {
  const { t, i18n } = useTranslation();
  void i18n.language;
  const articles = useQuery(helpCenterQuery(currentLanguage()));
  const list = (articles.data ?? []).filter((a) => a.key !== 'contact').sort((a, b) => a.sort - b.sort);
  return (
    <ul className="footer-links" data-testid="footer-help-links">
      {list.map((article) => (
        <li key={article.key}>
          <button
            type="button"
            className="footer-link"
            onClick={() => openModal('helpModal', { articleKey: article.key })}
            data-help={article.key}
          >
            {article.title}
          </button>
        </li>
      ))}
      {list.length === 0 ? (
        <li>
          <button type="button" className="footer-link" onClick={() => openModal('helpModal', {})}>
            {t('help.title')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function ProductLinks() {
  const { t } = useTranslation();
  return (
    <ul className="footer-links footer-links--grid">
      {PRODUCTS.map((category) => (
        <li key={category}>
          <Link className="footer-link" to={PATH_BY_CATEGORY[category]}>
            {t(`category.${category}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SocialLinks() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const links = status.data?.info.resources.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {links.map((link) => (
        <li key={link.url}>
          <a className="social-link" href={link.url} target="_blank" rel="noopener noreferrer">
            <span className="social-link__mark" aria-hidden="true">
              {link.name.slice(0, 1)}
            </span>
            {link.name}
            <ExternalIcon className="social-link__ext" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function LegalRow() {
  const { t } = useTranslation();
  return (
    <div className="footer-legal">
      <span className="footer-legal__age" aria-label={t('footer.ageLabel')}>
        18+
      </span>
      <button
        type="button"
        className="footer-link footer-legal__link"
        onClick={() => openModal('legalLicense')}
        data-testid="footer-license"
      >
        <ShieldIcon /> {t('footer.license')}
      </button>
      <Link className="footer-link footer-legal__link" to="/mirror" data-testid="footer-mirror">
        <LinkIcon /> {t('mirror.link')}
      </Link>
    </div>
  );
}

/** Site footer (spec §2): help links, products, social links, vendor logos, licence, mirrors. */
export function Footer() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container">
        <div className="site-footer__vendors">
          <h2 className="site-footer__heading">{t('footer.vendors')}</h2>
          <VendorBadges label={t('footer.vendors')} />
        </div>
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Logo src={status.data?.info.resources.logoUrl} />
            <p className="site-footer__about">{t('footer.about')}</p>
            <SocialLinks />
          </div>
          <nav className="site-footer__col" aria-label={t('footer.help')}>
            <h2 className="site-footer__heading">{t('footer.help')}</h2>
            <HelpLinks />
          </nav>
          <nav className="site-footer__col" aria-label={t('footer.products')}>
            <h2 className="site-footer__heading">{t('footer.products')}</h2>
            <ProductLinks />
          </nav>
        </div>
        <div className="site-footer__bottom">
          <LegalRow />
          <p className="site-footer__copy">{t('footer.copyright', { year, brand: t('brand.name') })}</p>
        </div>
      </div>
    </footer>
  );
}

/** The side menu's footer: the same links, stacked. */
export function FooterCompact() {
  const { t } = useTranslation();
  return (
    <div className="footer-compact">
      <h3 className="site-footer__heading">{t('footer.help')}</h3>
      <HelpLinks />
      <h3 className="site-footer__heading">{t('footer.products')}</h3>
      <ProductLinks />
      <SocialLinks />
      <VendorBadges label={t('footer.vendors')} />
      <LegalRow />
    </div>
  );
}
