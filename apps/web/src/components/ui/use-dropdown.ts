import { useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/use-dismiss';

/**
 * A header dropdown (language, account): its trigger toggles the menu, a pointer down outside or
 * Escape closes it. Spread `triggerProps` on the trigger button, `rootRef` on the element holding
 * both, and give the menu the id `menuId`.
 */
export function useDropdown<Root extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const menuId = useId();
  useDismiss(open, rootRef, setOpen);
  const triggerProps = {
    'aria-haspopup': 'true',
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen((o) => !o),
  } as const;
  return { open, setOpen, rootRef, menuId, triggerProps };
}
