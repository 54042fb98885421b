export function ForgotPasswordPage() {
  return (
    <section className="mx-4 my-8 max-w-md rounded-xl sm:mx-auto border border-neutral-200 p-6">
      <h1 className="text-xl font-semibold">Forgot Password</h1>
      <p className="mt-2 text-neutral-600">Enter your email and we will send you a one-time code.</p>
    </section>
  );
}
