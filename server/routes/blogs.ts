// The public blog: published posts only, newest first, and one post with its sanitised HTML body.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOGS_PATH } from '../../contracts/api-paths';
import { blogListSchema, blogPostSchema, blogRefParamsSchema } from '../../contracts/blogs';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { HttpError } from '../errors';
import { sendPublicAnswer } from '../http/public-answers';
import {
  blogRefKey,
  findPublishedBlog,
  listPublishedBlogs,
  nextScheduledPublication,
} from '../services/published-blogs';

export const publicBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    BLOGS_PATH,
    { config: { access: 'public' }, schema: { response: { 200: blogListSchema } } },
    (request, reply) =>
      sendPublicAnswer(request, reply, db, 'blogs', 'list', async () => {
        const [payload, changesAt] = await Promise.all([
          listPublishedBlogs(db),
          nextScheduledPublication(db),
        ]);
        return { statusCode: 200, payload, changesAt };
      }),
  );

  app.get(
    `${BLOGS_PATH}/:idOrSlug`,
    {
      config: { access: 'public' },
      schema: { params: blogRefParamsSchema, response: { 200: blogPostSchema, 404: errorEnvelopeSchema } },
    },
    (request, reply) => {
      const { idOrSlug } = request.params;
      // Only a post that is out is remembered: a scheduled one stays 404 until its time, asked each time.
      return sendPublicAnswer(request, reply, db, 'blogs', blogRefKey(idOrSlug), async () => {
        const post = await findPublishedBlog(db, app.markdown, idOrSlug);
        if (!post) throw new HttpError(404, 'There is no published post at this address.');
        return { statusCode: 200, payload: post };
      });
    },
  );
};
