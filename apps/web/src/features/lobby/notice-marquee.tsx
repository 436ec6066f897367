import { useTranslation } from 'react-i18next';
import { MegaphoneIcon } from '@/components/ui/icons';
import { openModal } from '@/stores/modal-store';
import { useAnnouncements } from '@/lib/queries/announcements-api';
import { marqueeItems } from './lobby-fns';

/** Spec §2 scrolling notice marquee: the H and PL notices; a click opens the notice popup. */
export function NoticeMarquee() {
  const { t } = useTranslation('lobby');
  const items = marqueeItems(useAnnouncements().data?.player ?? []);
  const texts = items.length > 0 ? items.map((a) => `${a.title} — ${a.content}`) : [t('marquee.welcome')];
  // Slower for longer text, so it always reads at the same pace (about 90 px a second).
  const seconds = Math.max(30, Math.round(texts.join('').length / 6));
  return (
    <button
      type="button"
      className="marquee"
      onClick={() => openModal('noticeModal')}
      aria-label={t('marquee.open')}
      data-testid="notice-marquee"
    >
      <span className="marquee__icon" aria-hidden="true">
        <MegaphoneIcon />
      </span>
      <span className="marquee__track" aria-hidden="true">
        {/* Two copies scroll as one band, so text is on screen from the first frame. */}
        <span className="marquee__run" style={{ animationDuration: `${seconds}s` }}>
          {[0, 1].map((copy) => (
            <span key={copy} className="marquee__copy">
              {texts.map((text, i) => (
                <span key={i} className="marquee__text">
                  {text}
                </span>
              ))}
            </span>
          ))}
        </span>
      </span>
    </button>
  );
}
