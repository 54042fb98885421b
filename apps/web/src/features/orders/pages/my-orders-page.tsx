export function MyOrdersPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Order</h1>
      <p className="mt-2 text-neutral-600">Your past and current orders.</p>
    </section>
  );
}
