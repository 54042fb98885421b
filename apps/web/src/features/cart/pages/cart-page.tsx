import { CartContents } from '../components/cart-contents';

/** The phone's cart (the mobile bar's 'View Cart'); the same content as the drawer. */
export function CartPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-6">
      <h1 className="mb-4 text-xl font-semibold">Cart</h1>
      <CartContents stickyProceed />
    </section>
  );
}
