export function AddressPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Address</h1>
      <p className="mt-2 text-neutral-600">The delivery addresses you have saved.</p>
    </section>
  );
}
