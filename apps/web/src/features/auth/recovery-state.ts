/** What the recovery pages hand on through navigation state (docs/product-rules.md "Flows"). */
export interface RecoveryState {
  email?: string;
  /** Set by the OTP page once the server accepted the code. */
  verified?: boolean;
}

export const readRecoveryState = (state: unknown): RecoveryState =>
  typeof state === 'object' && state !== null ? (state as RecoveryState) : {};
