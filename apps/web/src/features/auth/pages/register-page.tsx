export function RegisterPage() {
  return (
    <section className="mx-4 my-8 max-w-md rounded-xl sm:mx-auto border border-neutral-200 p-6">
      <h1 className="text-xl font-semibold">Register</h1>
      <p className="mt-2 text-neutral-600">Create an account with your name, email and a password.</p>
    </section>
  );
}
