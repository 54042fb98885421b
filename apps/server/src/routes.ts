import type { FastifyInstance } from 'fastify';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { addressRoutes } from './modules/address/address.routes';
import { benchCeilingRoutes } from './modules/bench/ceiling.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { categoryRoutes } from './modules/category/category.routes';
import { fileRoutes } from './modules/file/file.routes';
import { fulfilmentRoutes } from './modules/fulfilment/fulfilment.routes';
import { healthRoutes } from './modules/health/health.routes';
import { liveRoutes } from './modules/live/live.routes';
import { locationRoutes } from './modules/location/location.routes';
import { orderRoutes } from './modules/order/order.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { productRoutes } from './modules/product/product.routes';
import { searchRoutes } from './modules/search/search.routes';
import { storeRoutes } from './modules/store/store.routes';
import { subCategoryRoutes } from './modules/subcategory/subcategory.routes';
import { userRoutes } from './modules/user/user.routes';

/** Every API module, mounted under /api. Each feature adds its own line. */
export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes, { database: api.deps.database });
  await api.register(userRoutes, { prefix: '/user' });
  await api.register(categoryRoutes, { prefix: '/category' });
  await api.register(subCategoryRoutes, { prefix: '/subcategory' });
  await api.register(productRoutes, { prefix: '/product' });
  await api.register(searchRoutes, { prefix: '/search' });
  await api.register(fileRoutes, { prefix: '/file' });
  await api.register(cartRoutes, { prefix: '/cart' });
  await api.register(addressRoutes, { prefix: '/address' });
  await api.register(storeRoutes, { prefix: '/store' });
  await api.register(locationRoutes, { prefix: '/location' });
  await api.register(liveRoutes, { prefix: '/live' });
  const payments = createPaymentProvider(api.deps.config, api.deps.secrets.jwtAccessSecret);
  await api.register(orderRoutes, { prefix: '/order', payments });
  await api.register(paymentRoutes, { payments });
  await api.register(fulfilmentRoutes, { prefix: '/fulfilment', payments });
  await api.register(benchCeilingRoutes);
}
