import type { ComponentType, ReactNode } from 'react';
import { create } from 'zustand';

/** Every modal of spec §2 that the shell renders, by the spec's name. */
export type ModalName =
  | 'loginPopupModal'
  | 'registerModal'
  | 'forgetPassModal'
  | 'changePassModal'
  | 'noticeModal'
  | 'helpModal'
  | 'publicModal'
  | 'legalLicense'
  | 'announcementPopup'
  | 'gamePopup'
  | 'memberCenter';

export type ModalProps = {
  helpModal: { articleKey?: string };
  publicModal: {
    titleKey: string;
    bodyKey?: string;
    body?: string;
    confirmKey?: string;
    onConfirm?: () => void;
  };
  loginPopupModal: Record<string, never>;
  registerModal: Record<string, never>;
  forgetPassModal: Record<string, never>;
  /** forced: opened by the login (weak default or expired password); only changing or signing out closes it. */
  changePassModal: { forced?: 'weak' | 'expired' | 'required' };
  noticeModal: Record<string, never>;
  legalLicense: Record<string, never>;
  announcementPopup: Record<string, never>;
  /** The popup game list of one vendor (spec §4 "Game launch": isGame VASSALAGE). */
  gamePopup: { vassalage: string; gameType: string; title: string };
  /** The member centre as a popup: the member, the balance and the member-centre pages. */
  memberCenter: Record<string, never>;
};

/**
 * Components of the entry chunk that the modal host hands to the lazily loaded modals. A modal
 * gets them only this way: a lazy chunk importing an entry module makes the bundler split that
 * module (and what it shares) out of the entry, which costs the home route's budget more than
 * the module itself.
 */
export type ModalParts = {
  /** The lobby's banner slot (spec §2: the registration popup shows the w_reg banners). */
  BannerSlot: ComponentType<{ group: 'w_reg'; className?: string; fallback?: ReactNode; placeholder?: ReactNode }>;
};

export type OpenModal = { [N in ModalName]: { name: N; props: ModalProps[N] } }[ModalName];

type ModalState = {
  stack: OpenModal[];
  open: <N extends ModalName>(
    name: N,
    ...props: ModalProps[N] extends Record<string, never> ? [] : [ModalProps[N]]
  ) => void;
  close: (name?: ModalName) => void;
  closeAll: () => void;
};

/**
 * One modal system for the whole site: a stack, so a modal can open another (login → forgot
 * password) and Escape closes the top one. Opening a modal that is already open moves it on
 * top with its new props instead of stacking a duplicate.
 */
export const useModalStore = create<ModalState>((set) => ({
  stack: [],
  open: (name, ...args) =>
    set((state) => {
      const props = (args[0] ?? {}) as never;
      const rest = state.stack.filter((m) => m.name !== name);
      return { stack: [...rest, { name, props } as OpenModal] };
    }),
  close: (name) =>
    set((state) => {
      if (!name) return { stack: state.stack.slice(0, -1) };
      return { stack: state.stack.filter((m) => m.name !== name) };
    }),
  closeAll: () => set({ stack: [] }),
}));

export const openModal = useModalStore.getState().open;
export const closeModal = useModalStore.getState().close;
