import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { SEARCH_SUGGESTIONS } from '../hooks/use-rotating-placeholder';
import { SearchBox } from './search-box';

const searchBoxRoutes = [{ path: '*', element: <SearchBox /> }];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('off the search page is a link to /search whose hint rotates every 2 s', () => {
    renderRoute('/', searchBoxRoutes);
    expect(screen.getByRole('link', { name: 'Search products' }).getAttribute('href')).toBe('/search');

    for (const word of [...SEARCH_SUGGESTIONS, 'milk']) {
      expect(screen.getByText(`Search "${word}"`)).toBeTruthy();
      act(() => vi.advanceTimersByTime(2000));
    }
  });

  it('on the search page is a focused input with the rotating placeholder', () => {
    renderRoute('/search', searchBoxRoutes);
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('placeholder')).toBe('Search "milk"');
    act(() => vi.advanceTimersByTime(2000));
    expect(input.getAttribute('placeholder')).toBe('Search "bread"');
  });

  it('replaces the URL with ?q= once typing pauses for 300 ms', async () => {
    const router = renderRoute('/search?q=mil', searchBoxRoutes);
    const input = screen.getByRole('searchbox', { name: 'Search products' });
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
