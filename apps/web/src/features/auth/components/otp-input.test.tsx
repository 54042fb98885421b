import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../components/ui/button';
import { emptyOtp, OtpInput } from './otp-input';

// The page's wiring in miniature: the boxes plus a button enabled once all six are filled.
function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <Button disabled={digits.some((digit) => digit === '')}>Verify OTP</Button>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');
const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP' }) as HTMLButtonElement;

describe('OtpInput', () => {
  it('moves focus to the next box as each digit is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(values()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('moves back and clears the previous box on Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(3));
    expect(values()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(values()).toBe('1');
  });

  it('fills all six boxes from a pasted code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // Pasting into any box spreads a whole code from the first one.
    await user.click(box(3));
    await user.paste('654321');
    expect(values()).toBe('654321');
    expect(document.activeElement).toBe(box(6));
  });

  it('enables Verify OTP only when all six boxes are filled', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(verifyButton().disabled).toBe(true);
    await user.click(box(1));
    await user.keyboard('12345');
    expect(verifyButton().disabled).toBe(true);
    await user.keyboard('6');
    expect(verifyButton().disabled).toBe(false);
    await user.keyboard('{Backspace}');
    expect(verifyButton().disabled).toBe(true);
  });
});
