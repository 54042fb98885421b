import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../test/cart-test-kit';
import { CategoryFormDialog } from './category-form-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CategoryFormDialog', () => {
  it('shows what the schema refuses under the field and still sends, toasting the server’s answer', async () => {
    vi.spyOn(toast, 'error');
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(JSON.parse(await request.text()));
      return Response.json(
        { success: false, error: true, message: 'name: must not be empty' },
        { status: 400 },
      );
    });
    const user = userEvent.setup();
    renderWithStore(<CategoryFormDialog open onClose={() => {}} />);
    const submit = await screen.findByRole('button', { name: 'Add Category' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    expect(await screen.findByText('Name must not be empty')).toBeTruthy();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Name must not be empty'));
    expect(sent).toEqual([{ name: '', image: '' }]);
  });
});
