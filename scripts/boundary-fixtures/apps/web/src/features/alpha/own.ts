export const own = 'alpha';
