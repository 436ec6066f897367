import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { closeModal } from '@/stores/modal-store';

type MethodTabsProps<K extends string> = {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  idPrefix: string;
  className?: string;
};

/** The ways to do one thing (log in, recover a password, prove a new network): tabs only when there is a choice. */
export function MethodTabs<K extends string>(props: MethodTabsProps<K>) {
  return props.items.length > 1 ? <Tabs {...props} variant="segment" /> : null;
}

/**
 * A logged-out popup with a choice of methods (login, forgot password): its title names the
 * tabs too; the popup closes with its own name.
 */
export function MethodsPopup<K extends string>({
  name,
  title,
  intro,
  children,
  ...tabs
}: Omit<MethodTabsProps<K>, 'label' | 'className'> & {
  name: 'loginPopupModal' | 'forgetPassModal';
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal name={name} title={title} onClose={() => closeModal(name)} size="sm">
      <div className="auth">
        {intro}
        <MethodTabs {...tabs} label={title} />
        {children}
      </div>
    </Modal>
  );
}
