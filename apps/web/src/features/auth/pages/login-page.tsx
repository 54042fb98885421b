export function LoginPage() {
  return (
    <section className="mx-4 my-8 max-w-md rounded-xl sm:mx-auto border border-neutral-200 p-6">
      <h1 className="text-xl font-semibold">Login</h1>
      <p className="mt-2 text-neutral-600">
        Log in with your email and password to see your cart, orders and addresses.
      </p>
    </section>
  );
}
