// /api/admin/blogs: every member of staff writes posts and reads everyone's (docs/decisions/0004); only a
// post's author or an admin changes it (docs/decisions/0011); drafts stay private until published.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBlogPageSchema,
  adminBlogSchema,
  type BlogForm,
  blogFormSchema,
  blogIdParamsSchema,
  blogListQuerySchema,
  COVER_FIELD,
  COVER_MAX_BYTES,
  coverMessages,
  coverUploadedSchema,
} from '../../contracts/admin-blogs';
import { ADMIN_BLOGS_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { ALL_STAFF } from '../../contracts/roles';
import { HttpError } from '../errors';
import { renderForSaving } from '../markdown/stored-html';
import { requireUser } from '../plugins/auth';
import { refuseNulInPart } from '../plugins/request-hygiene';
import {
  coverKey,
  createBlog,
  deleteBlog,
  getAdminBlog,
  listAdminBlogs,
  setBlogStatus,
  updateBlog,
} from '../services/admin-blogs';
import { storeCover } from '../services/cover-images';

export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const media = app.storage.covers;
  const config = { access: ALL_STAFF };
  const { markdown } = app;
  const errors = {
    400: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
  };
  /** The form with its body rendered: a body the renderer gives up on is refused before anything is saved. */
  const rendered = async (form: BlogForm) => ({
    ...form,
    bodyHtml: await renderForSaving(markdown, form.body, 'body'),
  });
  const post = { params: blogIdParamsSchema, response: { 200: adminBlogSchema, ...errors } };

  /** Removes a cover no post uses any more; a file already gone is no failure. */
  const forgetCover = async (coverImage: string | null) => {
    const key = coverKey(coverImage);
    if (key) await media.remove(key);
  };

  app.get(
    ADMIN_BLOGS_PATH,
    { config, schema: { querystring: blogListQuerySchema, response: { 200: adminBlogPageSchema } } },
    (request) => listAdminBlogs(db, request.query),
  );

  app.post(
    ADMIN_BLOGS_PATH,
    { config, schema: { body: blogFormSchema, response: { 201: adminBlogSchema, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBlog(db, markdown, await rendered(request.body), requireUser(request).id)),
  );

  app.get(`${ADMIN_BLOGS_PATH}/:id`, { config, schema: post }, (request) =>
    getAdminBlog(db, markdown, request.params.id),
  );

  app.put(
    `${ADMIN_BLOGS_PATH}/:id`,
    { config, schema: { ...post, body: blogFormSchema } },
    async (request) => {
      const { post: saved, replacedCover } = await updateBlog(db, markdown, {
        id: request.params.id,
        actor: requireUser(request),
        form: await rendered(request.body),
      });
      await forgetCover(replacedCover);
      return saved;
    },
  );

  app.post(`${ADMIN_BLOGS_PATH}/:id/publish`, { config, schema: post }, (request) =>
    setBlogStatus(db, markdown, { id: request.params.id, actor: requireUser(request), status: 'PUBLISHED' }),
  );

  app.post(`${ADMIN_BLOGS_PATH}/:id/unpublish`, { config, schema: post }, (request) =>
    setBlogStatus(db, markdown, { id: request.params.id, actor: requireUser(request), status: 'DRAFT' }),
  );

  app.delete(
    `${ADMIN_BLOGS_PATH}/:id`,
    {
      config,
      schema: {
        params: blogIdParamsSchema,
        response: { 204: z.null(), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { coverImage } = await deleteBlog(db, request.params.id, requireUser(request));
      await forgetCover(coverImage);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${ADMIN_BLOGS_PATH}/cover`,
    {
      config,
      schema: {
        response: {
          201: coverUploadedSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, `Send the image as multipart/form-data in the "${COVER_FIELD}" field.`);
      }
      let file: MultipartFile | undefined;
      let bytes: Buffer;
      try {
        file = await request.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
        if (!file || file.fieldname !== COVER_FIELD) {
          throw new HttpError(400, coverMessages.missing, { [COVER_FIELD]: coverMessages.missing });
        }
        // The fields sent before the file (the cover itself among them) are held to the request hygiene rule.
        for (const part of Object.values(file.fields).flat()) if (part) refuseNulInPart(part);
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if ((error as { statusCode?: number }).statusCode === 413) {
          reply.header('connection', 'close');
          throw new HttpError(413, coverMessages.tooLarge);
        }
        throw error;
      }
      return reply.status(201).send({ coverImage: await storeCover(media, bytes) });
    },
  );
};
