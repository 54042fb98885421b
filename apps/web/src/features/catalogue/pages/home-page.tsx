export function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <h1 className="sr-only">Kirana: groceries delivered in minutes</h1>
      <picture>
        <source media="(min-width: 768px)" srcSet="/banner-desktop.svg" width={1200} height={240} />
        <img
          src="/banner-mobile.svg"
          width={600}
          height={300}
          alt="Groceries delivered in 10 minutes"
          fetchPriority="high"
          className="h-auto w-full rounded-xl"
        />
      </picture>
      <section aria-labelledby="home-categories" className="mt-6">
        <h2 id="home-categories" className="text-xl font-semibold">
          Shop by category
        </h2>
        <p className="mt-2 text-neutral-600">Categories and their best sellers will appear here.</p>
      </section>
    </div>
  );
}
