import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { AccountMenu } from './account-menu';

interface AccountPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's Account button: the panel sits under it and gives focus back to it. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
}

/**
 * The account menu's panel (Radix Popover): Escape, a click elsewhere or focus leaving closes it, and
 * focus goes back to the button. Loaded on the first intent to open, so the popover code (11.8 kB gzip)
 * stays out of the first load.
 */
export function AccountPopover({ open, onOpenChange, buttonRef, panelId }: AccountPopoverProps) {
  const isButton = (target: EventTarget | null) =>
    target instanceof Node && (buttonRef.current?.contains(target) ?? false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={buttonRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={panelId}
          align="end"
          sideOffset={8}
          // The button toggles the menu itself; a press on it is not a click elsewhere.
          onPointerDownOutside={(event) => isButton(event.target) && event.preventDefault()}
          // Focus moving elsewhere (a click, a screen reader's jump) closes it; Tab cycles inside, Escape leaves.
          onFocusOutside={(event) => (isButton(event.target) ? event.preventDefault() : onOpenChange(false))}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (document.activeElement === document.body || !document.activeElement)
              buttonRef.current?.focus();
          }}
          className="z-50 w-56 rounded-xl border border-neutral-200 bg-white p-3 shadow-lg focus:outline-none"
        >
          <AccountMenu onNavigate={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
