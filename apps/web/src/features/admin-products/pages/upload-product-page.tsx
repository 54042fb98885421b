export function UploadProductPage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Upload Product</h1>
      <p className="mt-2 text-neutral-600">Add a new product to the catalogue.</p>
    </section>
  );
}
