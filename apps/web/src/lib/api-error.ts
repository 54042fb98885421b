const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

const hasMessage = (value: unknown): value is { message: string } =>
  typeof value === 'object' &&
  value !== null &&
  'message' in value &&
  typeof value.message === 'string' &&
  value.message.length > 0;

/**
 * The text to show for a failed call. Server errors are `{ success:false, error:true, message }`
 * written for people (docs/api.md), so their message is shown as is.
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return GENERIC_MESSAGE;
  if ('data' in error && hasMessage(error.data)) return error.data.message;
  if ('status' in error) return error.status === 'FETCH_ERROR' ? OFFLINE_MESSAGE : GENERIC_MESSAGE;
  // A SerializedError from a thrown exception: its message is for developers, not shoppers.
  return GENERIC_MESSAGE;
}
