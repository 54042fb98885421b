export function ProfilePage() {
  return (
    <section>
      <h1 className="text-xl font-semibold">Profile</h1>
      <p className="mt-2 text-neutral-600">Your name, email, mobile number and photo.</p>
    </section>
  );
}
