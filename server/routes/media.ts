// GET /api/media/{key}.{ext}: uploaded blog covers, public like the posts that show them. Only files from
// the media storage are served, with their image type, nosniff and a long cache (a key never changes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CoverExtension, mediaParamsSchema } from '../../contracts/admin-blogs';
import { MEDIA_PATH } from '../../contracts/api-paths';
import { HttpError } from '../errors';
import { contentTypeOf } from '../services/cover-images';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = app.storage.covers;

  app.get(
    `${MEDIA_PATH}/:file`,
    // Images are compressed already.
    { config: { access: 'public' }, compress: false, schema: { params: mediaParamsSchema } },
    async (request, reply) => {
      const [key = '', extension] = request.params.file.split('.');
      // Opened before any header is sent.
      const stream = await media.openIfPresent(key).catch(() => null);
      if (!stream) throw new HttpError(404, 'There is no such image.');
      return reply
        .header('content-type', contentTypeOf(extension as CoverExtension))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );
};
