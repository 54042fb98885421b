import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession, testUser } from '../../test/session-test-kit';
import { RootLayout } from './root-layout';

// The signed-in extras' chunk cannot be fetched.
vi.mock('./signed-in-live', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('RootLayout', () => {
  it('shows the page to a signed-in shopper when the live order line cannot be loaded', async () => {
    renderWithSession(
      [{ path: '*', element: <RootLayout />, children: [{ path: '*', element: <p>Page</p> }] }],
      {
        user: testUser(),
      },
    );
    expect(await screen.findByText('Page')).toBeTruthy();
    // Once the import has failed and React has rendered what follows: still the page, not an error page.
    await act(async () => {
      await import('./signed-in-live').catch(() => undefined);
    });
    expect(screen.getByText('Page')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
