import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { SEARCH_SUGGESTIONS } from '../hooks/use-rotating-placeholder';
import { SearchBox } from './search-box';

const searchBoxRoutes = [{ path: '*', element: <SearchBox /> }];

beforeEach(() => {
  vi.useFakeTimers();
  // No suggestions: these tests are about the box itself (search-combobox.test.tsx has the list).
  vi.stubGlobal('fetch', async () => Response.json({ success: true, error: false, data: [] }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The search page's input, once its lazily loaded code has arrived. */
async function searchInput() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return screen.getByRole('combobox', { name: 'Search products' });
}

describe('SearchBox', () => {
  it('off the search page is a link to /search whose hint rotates every 2 s', () => {
    renderRoute('/', searchBoxRoutes);
    expect(screen.getByRole('link', { name: 'Search products' }).getAttribute('href')).toBe('/search');

    for (const word of [...SEARCH_SUGGESTIONS, 'milk']) {
      expect(screen.getByText(`Search "${word}"`)).toBeTruthy();
      act(() => vi.advanceTimersByTime(2000));
    }
  });

  it('on the search page is a focused input with the rotating placeholder', async () => {
    renderRoute('/search', searchBoxRoutes);
    const input = await searchInput();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('placeholder')).toBe('Search "milk"');
    act(() => vi.advanceTimersByTime(2000));
    expect(input.getAttribute('placeholder')).toBe('Search "bread"');
  });

  it('replaces the URL with ?q= once typing pauses for 300 ms', async () => {
    const router = renderRoute('/search?q=mil', searchBoxRoutes);
    const input = await searchInput();
    expect((input as HTMLInputElement).value).toBe('mil');

    fireEvent.change(input, { target: { value: 'milk' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'milk bread' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(router.state.location.search).toBe('?q=mil');

    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?q=milk%20bread');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
