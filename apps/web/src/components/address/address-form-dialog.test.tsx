import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore, stubApi } from '../../test/cart-test-kit';
import { AddressFormDialog } from './address-form-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fill = async (label: string, value: string) => {
  await userEvent.type(screen.getByLabelText(label), value);
};

describe('AddressFormDialog', () => {
  it('requires all six fields and checks pincode and mobile before sending', async () => {
    const calls = stubApi(() => null);
    const onClose = vi.fn();
    renderWithStore(<AddressFormDialog open onClose={onClose} />, { loggedIn: true });
    expect(screen.getByRole('dialog', { name: 'Add Address' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const label of ['Address Line', 'City', 'State', 'Pincode', 'Country', 'Mobile No.']) {
      expect(screen.getByText(`${label} is required`)).toBeTruthy();
    }

    await fill('Address Line', '12 MG Road');
    await fill('City', 'Bengaluru');
    await fill('State', 'Karnataka');
    await fill('Pincode', '5600');
    await fill('Country', 'India');
    await fill('Mobile No.', '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Pincode must be 6 digits')).toBeTruthy();
    expect(screen.getByText('Mobile No. must be a 10-digit mobile number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('creates the address and closes', async () => {
    const calls = stubApi(() => null);
    const onClose = vi.fn();
    renderWithStore(<AddressFormDialog open onClose={onClose} />, { loggedIn: true });

    await fill('Address Line', ' 12 MG Road ');
    await fill('City', 'Bengaluru');
    await fill('State', 'Karnataka');
    await fill('Pincode', '560001');
    await fill('Country', 'India');
    await fill('Mobile No.', '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/address/create',
      body: {
        address_line: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        country: 'India',
        mobile: '9876543210',
      },
    });
  });
});
