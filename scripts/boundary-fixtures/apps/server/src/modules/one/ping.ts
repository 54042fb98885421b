// Forbidden: a cycle (ping ↔ pong).
import { pong } from './pong';

export const ping = (): string => pong();
