import { lazy, Suspense, type ComponentType } from 'react';
import { BannerSlot } from '@/features/lobby/banner-slot';
import { useModalStore, type ModalName, type ModalParts, type OpenModal } from '@/stores/modal-store';
import { loadChunk } from '@/lib/chunk-load';
import { loadMemberNamespaces } from '@/lib/i18n';
import { ScreenBoundary, withFormMessages } from './lazy-screen';

/**
 * Renders the open modals of the one modal store, bottom to top. Each modal's code is loaded
 * when first opened, keeping the entry chunk small.
 */
type ModalView = ComponentType<{ props: never; parts: ModalParts }>;
const modal = (chunk: string, load: () => Promise<{ default: ModalView }>, forms = false) =>
  lazy(() => loadChunk(chunk, forms ? withFormMessages(load) : load));

/** Already in the entry chunk (the home page shows banners): handed in, never imported by a modal. */
const PARTS: ModalParts = { BannerSlot };

const MODALS: Record<ModalName, ModalView> = {
  loginPopupModal: modal('LoginModal', () => import('@/features/identity/login-modal'), true),
  registerModal: modal('RegisterModal', () => import('@/features/identity/register-modal'), true),
  forgetPassModal: modal('ForgetPassModal', () => import('@/features/identity/forget-pass-modal'), true),
  changePassModal: modal('ChangePassModal', () => import('@/features/identity/change-pass-modal'), true),
  noticeModal: modal('NoticeModal', () => import('@/features/help/notice-modal')),
  helpModal: modal('HelpModal', () => import('@/features/help/help-modal')),
  publicModal: modal('PublicModal', () => import('@/features/help/public-modal')),
  legalLicense: modal('LegalLicense', () => import('@/features/help/legal-license-modal')),
  announcementPopup: modal('AnnouncementPopup', () => import('@/features/lobby/announcement-popup')),
  gamePopup: modal('GamePopup', () => import('@/features/lobby/game-popup')),
  // It shows the balance: the wallet texts load with its code.
  memberCenter: modal('MemberCenterModal', () =>
    Promise.all([import('@/app/member/member-center-modal'), loadMemberNamespaces()]).then(([m]) => m),
  ),
};

function ModalSlot({ entry }: { entry: OpenModal }) {
  const View = MODALS[entry.name];
  return <View props={entry.props as never} parts={PARTS} />;
}

export function ModalHost() {
  const stack = useModalStore((s) => s.stack);
  if (stack.length === 0) return null;
  return (
    <ScreenBoundary resetKey={stack.map((m) => m.name).join()}>
      <Suspense fallback={null}>
        {stack.map((entry) => (
          <ModalSlot key={entry.name} entry={entry} />
        ))}
      </Suspense>
    </ScreenBoundary>
  );
}
