import type { PublicUser } from '@kirana/shared/user';
import { ChevronDown } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { lazyComponent } from '../../../lib/lazy-component';

const loadPopover = () => import('./account-popover');
const AccountPopover = lazyComponent(loadPopover, 'AccountPopover');

/**
 * The header's avatar button (desktop) that opens the account menu below it. The button is always here;
 * the panel (account-popover.tsx, Radix) loads when the pointer or focus first reaches the button.
 */
export function AccountDropdown({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const want = () => {
    if (!wanted) {
      setWanted(true);
      void loadPopover();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen((was) => !was);
        }}
        className="flex items-center gap-1 rounded-full p-1 hover:bg-neutral-100"
      >
        <UserAvatar user={user} />
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AccountPopover open={open} onOpenChange={setOpen} buttonRef={buttonRef} panelId={panelId} />
        </Suspense>
      )}
    </div>
  );
}
