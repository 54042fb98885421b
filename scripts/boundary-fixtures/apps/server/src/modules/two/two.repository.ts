export const findTwo = () => 2;
