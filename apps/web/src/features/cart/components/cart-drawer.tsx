import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { CartContents } from './cart-contents';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product-rules.md "Screens": a right-side panel titled 'Cart'; a modal dialog (Radix: focus stays
 * inside, Escape or a click on the dimmed page closes, focus goes back to the cart button).
 */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          aria-modal="true"
          // The panel itself takes focus: its heading is what a screen reader should announce first.
          ref={panelRef}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            panelRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-md flex-col overflow-y-auto bg-white shadow-lg focus:outline-none"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-neutral-200 bg-white px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold">Cart</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close cart"
              className="rounded-full p-1.5 text-ink hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="p-4">
            <CartContents onLeave={onClose} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
