import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CartContents } from './cart-contents';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),[tabindex]:not([tabindex="-1"])';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2: a right-side panel titled 'Cart'; a modal dialog (Tab stays inside, Escape closes). */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  return open ? createPortal(<DrawerPanel onClose={onClose} />, document.body) : null;
}

function DrawerPanel({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex justify-end bg-black/50">
      {/* A click on the dimmed page closes, as the close button does; keyboard users have Escape. */}
      <div aria-hidden="true" className="flex-1" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex h-full w-full max-w-md flex-col overflow-y-auto bg-white shadow-lg"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-neutral-200 bg-white px-4 py-3">
          <h2 id="cart-drawer-title" className="text-lg font-semibold">
            Cart
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close cart"
            className="rounded-full p-1.5 text-ink hover:bg-neutral-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="p-4">
          <CartContents onLeave={onClose} />
        </div>
      </div>
    </div>
  );
}
