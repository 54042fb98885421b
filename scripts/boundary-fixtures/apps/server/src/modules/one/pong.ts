import { ping } from './ping';

export const pong = (): string => (Math.random() > 2 ? ping() : 'pong');
