// One formatter for the app: building Intl formatters is slow and prices render in long lists.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export const formatInr = (amount: number): string => inr.format(amount);
