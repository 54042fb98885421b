import { useEffect, useSyncExternalStore } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

// docs/product-rules.md "Flows", "Numbers": at most 20 toasts on screen at once.
const MAX_VISIBLE_TOASTS = 20;

// On phones toasts rise from the bottom, where they never cover the header's search box, above the
// View Cart bar (5 rem high with its margin).
const phone = typeof window === 'undefined' ? null : window.matchMedia('(max-width: 767px)');
const subscribe = (change: () => void) => {
  phone?.addEventListener('change', change);
  return () => phone?.removeEventListener('change', change);
};
const isPhone = () => phone?.matches ?? false;

export function AppToaster() {
  const onPhone = useSyncExternalStore(subscribe, isPhone, () => false);
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first, so the oldest ones go.
    for (const extra of toasts.filter((t) => t.visible).slice(MAX_VISIBLE_TOASTS)) {
      toast.dismiss(extra.id);
    }
  }, [toasts]);

  return (
    <Toaster
      position={onPhone ? 'bottom-center' : 'top-center'}
      containerStyle={onPhone ? { bottom: '5.5rem' } : undefined}
      toastOptions={{ duration: 4000, success: { duration: 2000 }, style: { maxWidth: 350 } }}
    />
  );
}
