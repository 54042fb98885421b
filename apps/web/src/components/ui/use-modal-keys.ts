import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * What every modal panel does: takes focus when it opens (its first control, or the panel itself), locks
 * the page's scroll, gives focus back to the opener when it closes; its key handler closes on Escape and
 * keeps Tab inside. Portals bubble through the React tree, so keys stop at the innermost panel.
 */
export function useModalKeys(
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus: 'first-control' | 'panel' = 'first-control',
) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = initialFocus === 'first-control' ? panel?.querySelector<HTMLElement>(FOCUSABLE) : null;
    (first ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [panelRef, initialFocus]);

  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    event.stopPropagation();
    const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
