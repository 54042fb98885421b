export function ProductAdminPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Product</h1>
      <p className="mt-2 text-neutral-600">Find, edit and delete products.</p>
    </section>
  );
}
