import { lazy, Suspense, type ComponentType } from 'react';
import { useModalStore, type ModalName, type OpenModal } from '@/stores/modal-store';
import { loadChunk } from '@/lib/chunk-load';
import { ScreenBoundary, withFormMessages } from './lazy-screen';

/**
 * Renders the open modals of the one modal store, bottom to top. Each modal's code is loaded
 * when first opened, keeping the entry chunk small.
 */
const modal = (chunk: string, load: () => Promise<{ default: ComponentType<{ props: never }> }>, forms = false) =>
  lazy(() => loadChunk(chunk, forms ? withFormMessages(load) : load));

const MODALS: Record<ModalName, ComponentType<{ props: never }>> = {
  loginPopupModal: modal('LoginModal', () => import('@/features/auth/login-modal'), true),
  registerModal: modal('RegisterModal', () => import('@/features/auth/register-modal'), true),
  forgetPassModal: modal('ForgetPassModal', () => import('@/features/auth/forget-pass-modal'), true),
  changePassModal: modal('ChangePassModal', () => import('@/features/auth/change-pass-modal'), true),
  noticeModal: modal('NoticeModal', () => import('@/features/help/notice-modal')),
  helpModal: modal('HelpModal', () => import('@/features/help/help-modal')),
  publicModal: modal('PublicModal', () => import('@/features/help/public-modal')),
  legalLicense: modal('LegalLicense', () => import('@/features/help/legal-license-modal')),
  announcementPopup: modal('AnnouncementPopup', () => import('@/features/lobby/announcement-popup')),
  gamePopup: modal('GamePopup', () => import('@/features/lobby/game-popup')),
};

function ModalSlot({ entry }: { entry: OpenModal }) {
  const View = MODALS[entry.name];
  return <View props={entry.props as never} />;
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
