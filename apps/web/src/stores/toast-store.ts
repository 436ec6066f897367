import { create } from 'zustand';

export type Toast = {
  id: number;
  tone: 'info' | 'error' | 'success';
  /** i18n key (with namespace prefix when not `common`) and its values. */
  messageKey: string;
  values?: Record<string, string | number>;
  action?: { labelKey: string; run: () => void };
  sticky?: boolean;
};

type ToastState = {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
  /** Drops every toast (a change of session: one member's notices are not the next one's). */
  clear: () => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts.slice(-3), { ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

export const pushToast = (toast: Omit<Toast, 'id'>) => useToastStore.getState().push(toast);
