// The public blog: published posts only, newest first, and one post with its sanitised HTML body.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogListSchema, blogPostSchema, blogRefParamsSchema } from '../../contracts/blogs';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { HttpError } from '../errors';
import { etagOnSend } from '../services/etag';
import { findPublishedBlog, listPublishedBlogs } from '../services/published-blogs';

export const publicBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/blogs',
    { config: { access: 'public' }, onSend: etagOnSend, schema: { response: { 200: blogListSchema } } },
    () => listPublishedBlogs(db),
  );

  app.get(
    '/api/blogs/:idOrSlug',
    {
      config: { access: 'public' },
      onSend: etagOnSend,
      schema: { params: blogRefParamsSchema, response: { 200: blogPostSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const post = await findPublishedBlog(db, request.params.idOrSlug);
      if (!post) throw new HttpError(404, 'There is no published post at this address.');
      return post;
    },
  );
};
