// The staff blog calls (/api/admin/blogs…) and the cover upload, each answer checked against its contract.

import {
  adminBlogPageSchema,
  adminBlogSchema,
  type BlogFormInput,
  COVER_FIELD,
  coverUploadedSchema,
} from '#contracts/admin-blogs.ts';
import { ADMIN_BLOGS_PATH } from '#contracts/api-paths.ts';
import { API_BASE_URL } from '#src/lib/api.ts';
import { getChecked, type Query, sendChecked, sendDelete } from '#src/lib/checked-api.ts';

export const fetchAdminBlogs = (query: Query) => getChecked(adminBlogPageSchema, ADMIN_BLOGS_PATH, query);
export const fetchAdminBlog = (id: number) => getChecked(adminBlogSchema, `${ADMIN_BLOGS_PATH}/${id}`);
export const createBlog = (form: BlogFormInput) =>
  sendChecked(adminBlogSchema, ADMIN_BLOGS_PATH, 'POST', form);
export const updateBlog = (id: number, form: BlogFormInput) =>
  sendChecked(adminBlogSchema, `${ADMIN_BLOGS_PATH}/${id}`, 'PUT', form);
export const publishBlog = (id: number) =>
  sendChecked(adminBlogSchema, `${ADMIN_BLOGS_PATH}/${id}/publish`, 'POST');
export const unpublishBlog = (id: number) =>
  sendChecked(adminBlogSchema, `${ADMIN_BLOGS_PATH}/${id}/unpublish`, 'POST');
export const deleteBlog = (id: number) => sendDelete(`${ADMIN_BLOGS_PATH}/${id}`);

export function uploadCover(file: File) {
  const body = new FormData();
  body.append(COVER_FIELD, file, file.name);
  return sendChecked(coverUploadedSchema, `${ADMIN_BLOGS_PATH}/cover`, 'POST', body);
}

/** Where the browser fetches a stored cover (the API may live on another host). */
export const coverUrl = (coverImage: string) => `${API_BASE_URL}${coverImage}`;
