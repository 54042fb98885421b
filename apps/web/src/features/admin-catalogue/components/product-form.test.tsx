import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { ProductForm } from './product-form';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, error: false, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  // The form loads the category and sub category lists for its pickers.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ok([])),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const onSubmit = vi.fn();
  render(
    <Provider store={store}>
      <ProductForm submitLabel="Submit" submitting={false} onSubmit={onSubmit} />
    </Provider>,
  );
  return onSubmit;
}

describe('ProductForm custom fields', () => {
  it("'Add Fields' asks for a name in a dialog, then adds a required input sent in more_details", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();

    const opener = screen.getByRole('button', { name: 'Add Fields' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add Field' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const nameInput = screen.getByLabelText('Field name');
    expect(document.activeElement).toBe(nameInput);
    expect(screen.getByRole('button', { name: 'Add Field' }).hasAttribute('disabled')).toBe(true);

    await user.type(nameInput, 'Key Features');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    const custom = screen.getByLabelText<HTMLInputElement>('Key Features');
    expect(custom.required).toBe(true);
    expect(custom.value).toBe('');

    await user.type(screen.getByLabelText('Name'), 'Paneer');
    await user.type(screen.getByLabelText('Description'), 'Fresh cottage cheese');
    await user.type(screen.getByLabelText('Unit'), '200 g');
    await user.type(screen.getByLabelText('Number of Stock'), '5');
    await user.type(screen.getByLabelText('Price'), '90');
    await user.type(screen.getByLabelText('Discount'), '10');
    await user.type(custom, 'Soft and fresh');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Paneer',
      description: 'Fresh cottage cheese',
      image: [],
      category: [],
      subCategory: [],
      unit: '200 g',
      stock: 5,
      price: 90,
      discount: 10,
      more_details: { 'Key Features': 'Soft and fresh' },
      publish: true,
    });
  });

  it('sends publish: false when Published is unticked', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const published = screen.getByRole('checkbox', { name: /Published/ });
    expect((published as HTMLInputElement).checked).toBe(true);
    await user.click(published);
    for (const [label, value] of [
      ['Name', 'Kesar'],
      ['Description', 'Saffron strands'],
      ['Unit', '1 g'],
      ['Number of Stock', '3'],
      ['Price', '350'],
      ['Discount', '0'],
    ]) {
      await user.type(screen.getByLabelText(label!), value!);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Kesar', publish: false });
  });

  it('Escape closes the Add Field dialog without adding a field', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Add Fields' }));
    await user.type(screen.getByLabelText('Field name'), 'Origin');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('Origin')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Add Fields' }));
    await user.type(screen.getByLabelText('Field name'), 'Origin');
    // Field name → Add Field → Close → back to Field name.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Field' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Field name'));
  });
});

describe('ProductForm checks with the server schema', () => {
  it('shows what the schema refuses under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Rice');
    await user.type(screen.getByLabelText('Description'), 'Long grain');
    await user.type(screen.getByLabelText('Unit'), '1 kg');
    await user.type(screen.getByLabelText('Number of Stock'), '5');
    await user.type(screen.getByLabelText('Price'), '0');
    await user.type(screen.getByLabelText('Discount'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Price must be more than ₹0')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '120');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Rice',
      price: 120,
      stock: 5,
      discount: 0,
      unit: '1 kg',
    });
  });
});
