export function CartPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-xl font-semibold">Cart</h1>
      <p className="mt-2 text-neutral-600">The items in your cart.</p>
    </section>
  );
}
