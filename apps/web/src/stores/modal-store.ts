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
  | 'gamePopup';

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
  changePassModal: { forced?: 'weak' | 'expired' };
  noticeModal: Record<string, never>;
  legalLicense: Record<string, never>;
  announcementPopup: Record<string, never>;
  /** The popup game list of one vendor (spec §4 "Game launch": isGame VASSALAGE). */
  gamePopup: { vassalage: string; gameType: string; title: string };
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
