import { useEffect, useState } from 'react';

// docs/product-rules.md "Screens": the placeholder cycles through these words, in this order.
export const SEARCH_SUGGESTIONS = [
  'milk',
  'bread',
  'sugar',
  'paneer',
  'chocolate',
  'curd',
  'rice',
  'egg',
  'chips',
] as const;

const ROTATE_EVERY_MS = 2000;

/** 'Search "milk"', then 'Search "bread"' two seconds later, and so on round the list. */
export function useRotatingPlaceholder(): string {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % SEARCH_SUGGESTIONS.length), ROTATE_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  return `Search "${SEARCH_SUGGESTIONS[index]}"`;
}
