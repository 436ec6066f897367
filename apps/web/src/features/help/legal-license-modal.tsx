import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { ShieldIcon } from '@/components/ui/icons';
import { useSystemStatus } from '@/lib/queries/system-api';
import { closeModal } from '@/stores/modal-store';
import './help.css';

/** legalLicense: the operator's licence statement (and certificate image when configured). */
export default function LegalLicenseModal() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const image = status.data?.info.resources.licenseImageUrl;
  return (
    <Modal name="legalLicense" title={t('legal.title')} onClose={() => closeModal('legalLicense')} size="md">
      <div className="legal">
        <div className="legal__seal" aria-hidden="true">
          <ShieldIcon />
        </div>
        {image ? <img className="legal__image" src={image} alt={t('legal.imageAlt')} /> : null}
        <p>{t('legal.text')}</p>
        <p>{t('legal.fairPlay')}</p>
        <p className="legal__age">{t('legal.age')}</p>
      </div>
    </Modal>
  );
}
