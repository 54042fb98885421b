import { X } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalKeys } from '../../../components/ui/use-modal-keys';
import { CartContents } from './cart-contents';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** docs/product-rules.md "Screens": a right-side panel titled 'Cart'; a modal dialog (Tab stays inside, Escape closes). */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  return open ? createPortal(<DrawerPanel onClose={onClose} />, document.body) : null;
}

function DrawerPanel({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);

  // The panel itself takes focus: its heading is what a screen reader should announce first.
  const onKeyDown = useModalKeys(panelRef, onClose, 'panel');

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
