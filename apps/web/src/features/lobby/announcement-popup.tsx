import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@fortuna/contracts/content-fns';
import { Button } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { Modal } from '@/components/ui/modal';
import { closeModal } from '@/stores/modal-store';
import { useAnnouncements } from '@/lib/queries/announcements-api';
import { closeAnnouncements } from './use-announcement-popup';
import './announcement-popup.css';

/**
 * Spec §2 announcement popup: a carousel of the popup announcements, title and content only.
 * Closing keeps it closed for this session and audience; 'hide today' keeps it away until tomorrow.
 */
export default function AnnouncementPopup() {
  const { t } = useTranslation('lobby');
  const popup = useAnnouncements().data?.popup ?? [];
  const [hideToday, setHideToday] = useState(false);
  const close = () => {
    closeAnnouncements(hideToday);
    closeModal('announcementPopup');
  };
  return (
    <Modal
      name="announcementPopup"
      title={t('announcement.title')}
      onClose={close}
      size="md"
      footer={
        <div className="announcement__footer">
          <label className="announcement__hide">
            <input
              type="checkbox"
              checked={hideToday}
              onChange={(e) => setHideToday(e.target.checked)}
              data-testid="announcement-hide-today"
            />
            {t('announcement.hideToday')}
          </label>
          <Button onClick={close} data-testid="announcement-close">
            {t('announcement.ok')}
          </Button>
        </div>
      }
    >
      <Carousel
        className="announcement"
        items={popup}
        itemKey={(a) => a.id}
        label={t('announcement.title')}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        transitionMs={CAROUSEL_TRANSITION_MS}
        renderSlide={(a) => (
          <article className="announcement__slide">
            <h3 className="announcement__title">{a.title}</h3>
            <p className="announcement__content">{a.content}</p>
          </article>
        )}
      />
    </Modal>
  );
}
