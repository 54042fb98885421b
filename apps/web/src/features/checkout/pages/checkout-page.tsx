export function CheckoutPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-xl font-semibold">Checkout</h1>
      <p className="mt-2 text-neutral-600">Choose a delivery address and how you want to pay.</p>
    </section>
  );
}
