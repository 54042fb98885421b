import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** docs/product-rules.md "Flows": product create and update confirm with a dialog and a green button, not a toast. */
export function SuccessDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} title={message ?? ''} className="max-w-sm text-center">
      <CircleCheck aria-hidden="true" className="mx-auto -order-1 mb-2 size-12 text-buy" />
      <Button onClick={onClose} className="mt-2">
        OK
      </Button>
    </Dialog>
  );
}
