import { useSearchParams } from 'react-router';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-xl font-semibold">{query ? `Results for "${query}"` : 'Search'}</h1>
      <p className="mt-2 text-neutral-600">
        {query ? 'Matching products will be listed here.' : 'Type in the search box to find products.'}
      </p>
    </section>
  );
}
