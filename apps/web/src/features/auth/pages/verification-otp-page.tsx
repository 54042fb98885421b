export function VerificationOtpPage() {
  return (
    <section className="mx-4 my-8 max-w-md rounded-xl sm:mx-auto border border-neutral-200 p-6">
      <h1 className="text-xl font-semibold">Enter OTP</h1>
      <p className="mt-2 text-neutral-600">Type the six-character code we emailed you.</p>
    </section>
  );
}
