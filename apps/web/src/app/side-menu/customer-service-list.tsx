import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, HeadsetIcon } from '@/components/ui/icons';
import { openCustomerService, useCustomerService } from '@/lib/customer-service';

/** Customer-service channels (decoded paths), each opening the 440×750 popup. */
export function CustomerServiceList() {
  const { t } = useTranslation();
  const channels = useCustomerService();
  if (channels.length === 0) return null;
  return (
    <section className="side-menu__section">
      <h3 className="side-menu__heading">{t('customerService.title')}</h3>
      <ul className="cs-list" data-testid="customer-service-list">
        {channels.map((channel) => (
          <li key={`${channel.type}-${channel.title}`}>
            <button type="button" className="cs-list__item" onClick={() => openCustomerService(channel)}>
              <span className="cs-list__icon" aria-hidden="true">
                <HeadsetIcon />
              </span>
              <span className="cs-list__title">{channel.title}</span>
              <ChevronRightIcon className="cs-list__chevron" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
