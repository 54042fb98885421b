import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Keeps the title for screen readers only, e.g. above a full-screen image. */
  hideTitle?: boolean;
  /** A white card, or `image` for a picture filling the screen on black. */
  variant?: 'card' | 'image';
  /** The card's width, e.g. `max-w-sm`. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (Radix): labelled by its title, keeps focus inside, closes on Escape wherever focus is
 * (also after a failed submit moved it), locks the page's scroll and gives focus back to whatever opened
 * it. Nested dialogs work: Escape closes the innermost one only.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  variant = 'card',
  className = 'max-w-md',
  children,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={`fixed inset-0 z-50 ${variant === 'image' ? 'bg-black/90' : 'bg-black/50'}`}
        />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center p-4">
          <RadixDialog.Content
            // No description element: the content below the title speaks for itself.
            aria-describedby={undefined}
            aria-modal="true"
            {...returnFocus}
            className={`pointer-events-auto relative flex max-h-full w-full flex-col overflow-y-auto focus:outline-none ${
              variant === 'image'
                ? 'h-full items-center justify-center'
                : `rounded-xl bg-white p-4 shadow-lg ${className}`
            }`}
          >
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'mb-4 pr-10 text-lg font-semibold'}>
              {title}
            </RadixDialog.Title>
            {children}
            <RadixDialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 rounded-full bg-white/90 p-1.5 text-ink hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question, e.g. before a permanent delete. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} className="max-w-sm">
      <p className="text-sm text-neutral-700">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {/* Dark rather than green (buying) or red (errors): a deliberate, final action. */}
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="inline-flex min-h-10 items-center justify-center rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-neutral-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? 'Loading...' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
