import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { HeadsetIcon } from '@/components/ui/icons';
import { LanguageMenu } from '@/components/language-selector';
import { Toaster } from '@/components/ui/toaster';
import { openCustomerService, useCustomerService } from '@/lib/customer-service';
import './status-screen.css';

/** Shared frame of the maintenance and region-blocked screens: brand, message, customer service. */
export function StatusScreen({
  kind,
  icon,
  title,
  children,
  logoUrl,
}: {
  kind: 'maintenance' | 'blocked';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  logoUrl?: string;
}) {
  const { t } = useTranslation();
  const channels = useCustomerService();
  const primary = channels.find((c) => c.csPosition === 'SIDEMENU') ?? channels[0];
  return (
    <div className={`status-screen status-screen--${kind}`} data-testid={`${kind}-screen`}>
      <header className="status-screen__top">
        <Logo src={logoUrl} />
        <LanguageMenu />
      </header>
      <main className="status-screen__card">
        <div className="status-screen__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 className="status-screen__title">{title}</h1>
        {children}
        <Button size="lg" onClick={() => openCustomerService(primary)} data-testid="customer-service-button">
          <HeadsetIcon />
          {t('customerService.title')}
        </Button>
      </main>
      <Toaster />
    </div>
  );
}
