import { successEnvelope } from '@kirana/shared/envelope';
import { uploadedImage } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { uploadProductImage } from './file.service';
import { uploadRateLimit } from './upload-rate-limit';

/** /api/file: catalogue images for admins. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload',
    {
      onRequest: app.requireAdmin,
      config: uploadRateLimit('product'),
      schema: {
        tags: ['file'],
        consumes: ['multipart/form-data'],
        response: answers({ 200: successEnvelope(uploadedImage) }),
      },
    },
    async (request) => ok(await uploadProductImage(app.deps.storage, request), 'Upload done'),
  );
};
