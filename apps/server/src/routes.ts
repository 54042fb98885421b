import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health.routes';

/** Every API module, mounted under /api. Each feature adds its own line. */
export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes, { database: api.deps.database });
}
