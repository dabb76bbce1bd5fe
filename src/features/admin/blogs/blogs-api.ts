// The staff blog calls (/api/admin/blogs…) and the cover upload, each answer checked against its contract.
import {
  adminBlogPageSchema,
  adminBlogSchema,
  type BlogFormInput,
  COVER_FIELD,
  coverUploadedSchema,
} from '#contracts/admin-blogs.ts';
import { API_BASE_URL } from '#src/lib/api.ts';
import { getChecked, type Query, sendChecked, sendDelete } from '#src/lib/checked-api.ts';

const BASE = '/api/admin/blogs';

export const fetchAdminBlogs = (query: Query) => getChecked(adminBlogPageSchema, BASE, query);
export const fetchAdminBlog = (id: number) => getChecked(adminBlogSchema, `${BASE}/${id}`);
export const createBlog = (form: BlogFormInput) => sendChecked(adminBlogSchema, BASE, 'POST', form);
export const updateBlog = (id: number, form: BlogFormInput) =>
  sendChecked(adminBlogSchema, `${BASE}/${id}`, 'PUT', form);
export const publishBlog = (id: number) => sendChecked(adminBlogSchema, `${BASE}/${id}/publish`, 'POST');
export const unpublishBlog = (id: number) => sendChecked(adminBlogSchema, `${BASE}/${id}/unpublish`, 'POST');
export const deleteBlog = (id: number) => sendDelete(`${BASE}/${id}`);

export function uploadCover(file: File) {
  const body = new FormData();
  body.append(COVER_FIELD, file, file.name);
  return sendChecked(coverUploadedSchema, `${BASE}/cover`, 'POST', body);
}

/** Where the browser fetches a stored cover (the API may live on another host). */
export const coverUrl = (coverImage: string) => `${API_BASE_URL}${coverImage}`;
