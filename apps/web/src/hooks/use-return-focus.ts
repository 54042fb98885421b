import { useRef } from 'react';

/**
 * Focus back to whatever opened a controlled Radix dialog. Radix gives focus back to its own Trigger
 * only, and our dialogs are opened by ordinary buttons: the opener is remembered when the dialog takes
 * focus, and focused again when it closes.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
