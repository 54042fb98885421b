import { OTP_LENGTH } from '@kirana/shared/user-rules';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

// The boxes never move, so their position is their identity (and their key).
const POSITIONS = Array.from({ length: OTP_LENGTH }, (_, position) => position);

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
}

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** Six one-digit boxes (docs/product-rules.md "Screens"); typing moves forward, Backspace moves back. */
export function OtpInput({ digits, onChange }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)]?.focus();

  // Writes `text` from box `start` on; a whole code (a paste or the phone's autofill) fills every box.
  const fillFrom = (start: number, text: string) => {
    const incoming = onlyDigits(text);
    if (!incoming) return;
    const from = incoming.length >= OTP_LENGTH ? 0 : start;
    const next = [...digits];
    for (const [offset, digit] of [...incoming.slice(0, OTP_LENGTH - from)].entries())
      next[from + offset] = digit;
    onChange(next);
    focusBox(from + incoming.length);
  };

  const clear = (index: number) => onChange(digits.map((digit, i) => (i === index ? '' : digit)));

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    // A filled box is cleared where it is; from an empty one, Backspace clears the previous box.
    const target = digits[index] || index === 0 ? index : index - 1;
    clear(target);
    focusBox(target);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-neutral-800">Enter OTP</legend>
      <div className="flex justify-between gap-2">
        {POSITIONS.map((index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digits[index] ?? ''}
            onChange={(event) => (event.target.value ? fillFrom(index, event.target.value) : clear(index))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            // Typing into a filled box replaces its digit.
            onFocus={(event) => event.target.select()}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            className="h-12 w-full min-w-0 max-w-12 flex-1 rounded-lg border border-neutral-300 bg-neutral-50 text-center text-xl font-semibold outline-none focus:border-buy focus:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-buy"
          />
        ))}
      </div>
    </fieldset>
  );
}
