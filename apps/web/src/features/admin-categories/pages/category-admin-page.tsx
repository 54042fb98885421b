export function CategoryAdminPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Category</h1>
      <p className="mt-2 text-neutral-600">Add, edit and delete the store’s categories.</p>
    </section>
  );
}
