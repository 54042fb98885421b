const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

const hasMessage = (value: unknown): value is { message: string } =>
  typeof value === 'object' &&
  value !== null &&
  'message' in value &&
  typeof value.message === 'string' &&
  value.message.length > 0;

/** A refusal of one field, as the server's schemas word it: 'address_line: must be at most 250 characters'. */
const fieldRefusal = /^([a-z][a-z_]*)(?:\.[^:]+)?: (.+)$/s;

/**
 * A field's refusal in words, naming the field as a person would: 'address_line: must not be empty' →
 * 'Address line must not be empty'. Any other message is returned as it is.
 */
export function inWords(message: string): string {
  const match = fieldRefusal.exec(message);
  if (!match?.[1] || !match[2]) return message;
  const field = match[1].replaceAll('_', ' ');
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} ${match[2]}`;
}

/**
 * The text to show for a failed call. Server errors are `{ success:false, error:true, message }`
 * written for people (docs/api.md), so their message is shown, a field's refusal put in words.
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return GENERIC_MESSAGE;
  if ('data' in error && hasMessage(error.data)) return inWords(error.data.message);
  if ('status' in error) return error.status === 'FETCH_ERROR' ? OFFLINE_MESSAGE : GENERIC_MESSAGE;
  // A SerializedError from a thrown exception: its message is for developers, not shoppers.
  return GENERIC_MESSAGE;
}
