export function SubCategoryAdminPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Sub Category</h1>
      <p className="mt-2 text-neutral-600">Add, edit and delete sub categories.</p>
    </section>
  );
}
