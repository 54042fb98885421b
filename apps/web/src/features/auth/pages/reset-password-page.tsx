export function ResetPasswordPage() {
  return (
    <section className="mx-4 my-8 max-w-md rounded-xl sm:mx-auto border border-neutral-200 p-6">
      <h1 className="text-xl font-semibold">Reset Password</h1>
      <p className="mt-2 text-neutral-600">Choose a new password for your account.</p>
    </section>
  );
}
