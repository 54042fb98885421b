import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../test/catalogue-test-kit';
import { renderRoute } from '../../../test/render-route';
import { SearchCombobox } from './search-combobox';

const routes = [
  { path: '/search', element: <SearchCombobox placeholder="Search" className="" /> },
  { path: '*', element: <p>elsewhere</p> },
];

const suggestions = [
  { kind: 'query', text: 'chocolate' },
  { kind: 'subcategory', text: 'Chocolates', _id: 's1', path: '/Sweets-c1/Chocolates-s1' },
  {
    kind: 'product',
    text: 'Milk Chocolate',
    _id: 'p1',
    path: '/product/Milk-Chocolate-p1',
    image: 'http://x/p.webp',
  },
];

afterEach(() => vi.unstubAllGlobals());

async function typeChoc() {
  const calls = stubApi((call) => (call.path === '/api/product/suggest' ? envelope(suggestions) : undefined));
  const router = renderRoute('/search', routes);
  const input = await screen.findByRole('combobox', { name: 'Search products' });
  fireEvent.change(input, { target: { value: 'choc' } });
  await screen.findByRole('option', { name: /Milk Chocolate/ });
  return { calls, router, input };
}

describe('SearchCombobox', () => {
  it('asks for suggestions as the shopper types and lists them as options, announced', async () => {
    const { calls, input } = await typeChoc();
    expect(calls).toContainEqual({ path: '/api/product/suggest', body: { q: 'choc' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'chocolateSearch',
      'ChocolatesSub category',
      'Milk ChocolateProduct',
    ]);
    expect(screen.getByText('3 suggestions. Use the up and down arrows to choose one.')).toBeTruthy();
  });

  it('asks no suggestions past 100 characters, still searches them, and takes at most 200', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/product/suggest' ? envelope(suggestions) : undefined,
    );
    const router = renderRoute('/search', routes);
    const input = await screen.findByRole('combobox', { name: 'Search products' });
    expect(input.getAttribute('maxlength')).toBe('200');
    const long = 'chocolate '.repeat(11).trim();
    fireEvent.change(input, { target: { value: long } });
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent(long)}`));
    expect(calls.filter((call) => call.path === '/api/product/suggest')).toEqual([]);
  });

  it('moves with the arrows and searches a query suggestion on Enter', async () => {
    const { router, input } = await typeChoc();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [first] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?q=chocolate'));
    expect((input as HTMLInputElement).value).toBe('chocolate');
  });

  it('opens a product or a listing when one is picked', async () => {
    const { router } = await typeChoc();
    fireEvent.click(screen.getByRole('option', { name: /Milk Chocolate/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/Milk-Chocolate-p1'));
  });

  it('closes on Escape and searches what was typed on Enter with nothing highlighted', async () => {
    const { router, input } = await typeChoc();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.change(input, { target: { value: 'choc bar' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?q=choc%20bar'));
  });
});
