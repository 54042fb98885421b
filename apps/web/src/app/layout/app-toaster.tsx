import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

// docs/product-rules.md "Flows", "Numbers": at most 20 toasts on screen at once.
const MAX_VISIBLE_TOASTS = 20;

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first, so the oldest ones go.
    for (const extra of toasts.filter((t) => t.visible).slice(MAX_VISIBLE_TOASTS)) {
      toast.dismiss(extra.id);
    }
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: 4000, success: { duration: 2000 }, style: { maxWidth: 350 } }}
    />
  );
}
