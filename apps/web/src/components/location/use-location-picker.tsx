import { Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

// The dialog (a form, geolocation, saved addresses) loads on first open: the header stays light.
const LocationDialog = lazyComponent<'LocationDialog', { open: boolean; onClose: () => void }>(
  () => import('./location-dialog'),
  'LocationDialog',
);

/** A way to open the location picker from anywhere: `open()`, and the `dialog` to render. */
export function useLocationPicker() {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return {
    open: () => {
      setOpened(true);
      setOpen(true);
    },
    dialog: opened ? (
      <Suspense fallback={null}>
        <LocationDialog open={open} onClose={() => setOpen(false)} />
      </Suspense>
    ) : null,
  };
}
