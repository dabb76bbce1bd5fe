// The post editor: title with a slug that follows it until edited, excerpt, cover and alt text, tags,
// the markdown body with its live preview, and what search engines show. Checked with the server's schema.
import { Group, Paper, SimpleGrid, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useRef, useState } from 'react';
import {
  type AdminBlog,
  type BlogFormInput,
  blogFormSchema,
  EXCERPT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  slugFromTitle,
  TAG_MAX,
  TAGS_MAX,
} from '#contracts/admin-blogs.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { EditorDraftOffer } from '#src/components/editor-draft-offer/editor-draft-offer.tsx';
import { useEditorDraft } from '#src/lib/editor-draft.ts';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { useSubmit } from '#src/lib/use-submit.ts';
import { MarkdownField, markdownProps } from '../shared/markdown-field';
import { CoverField } from './cover-field';

interface BlogValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImage: string;
  coverAlt: string;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
}

export interface BlogEditorProps {
  /** The post being edited; absent for a new one. */
  post?: AdminBlog;
  /** Saves the form; answers the saved post. */
  onSave: (form: BlogFormInput) => Promise<AdminBlog>;
  /** Called with the saved post and whether "publish" was asked for. */
  onSaved: (post: AdminBlog, publish: boolean) => void;
  saveLabel: string;
  /** A second button that saves and then publishes; absent when publishing is offered elsewhere. */
  publishLabel?: string;
  /** More controls beside the buttons (publish state, delete). */
  extra?: ReactNode;
}

const validate = schemaResolver(blogFormSchema, { sync: true });

const counter = (value: string, max: number) => `${value.length}/${max}`;

export function BlogEditor({ post, onSave, onSaved, saveLabel, publishLabel, extra }: BlogEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // A new post's slug follows its title until someone edits the slug; an existing one keeps its slug.
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const publishing = useRef(false);
  const form = useForm<BlogValues>({
    initialValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      body: post?.body ?? '',
      coverImage: post?.coverImage ?? '',
      coverAlt: post?.coverAlt ?? '',
      tags: post?.tags ?? [],
      metaTitle: post?.metaTitle ?? '',
      metaDescription: post?.metaDescription ?? '',
    },
    validateInputOnBlur: true,
    validate,
  });
  const { busy, submit } = useSubmit(form);
  const values = form.getValues();
  // Unsaved work is kept in this browser and offered back, after a sign-out too (docs/decisions/0052).
  const draft = useEditorDraft({
    key: `blog:${post?.id ?? 'new'}`,
    label: post ? `Blog post “${post.title}”` : 'New blog post',
    value: values,
    onRestore: (kept) => {
      form.setValues(kept);
      setSlugEdited(Boolean(post) || kept.slug !== slugFromTitle(kept.title));
    },
  });
  const title = form.getInputProps('title');
  const slug = form.getInputProps('slug');

  const onSubmit = form.onSubmit(
    async (submitted) => {
      const publish = publishing.current;
      const saved = await submit(() => onSave(submitted), formRef.current);
      if (saved) {
        form.resetDirty();
        draft.clear();
        onSaved(saved, publish);
      }
    },
    () => focusFirstError(formRef.current),
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        publishing.current = false;
        onSubmit(event);
      }}
      aria-label={post ? 'Edit post' : 'Write a post'}
    >
      <Stack>
        <EditorDraftOffer draft={draft} />
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label="Title"
              required
              maxLength={150}
              {...title}
              onChange={(event) => {
                title.onChange(event);
                if (!slugEdited) form.setFieldValue('slug', slugFromTitle(event.currentTarget.value));
              }}
            />
            <TextInput
              label="Slug"
              description={
                post
                  ? 'The post’s name in addresses. Links with the old slug stop working if you change it.'
                  : 'Made from the title; edit it if you like. Lower-case letters, digits and hyphens.'
              }
              maxLength={100}
              leftSection={<span aria-hidden>/</span>}
              {...slug}
              onChange={(event) => {
                setSlugEdited(true);
                slug.onChange(event);
              }}
            />
            <Textarea
              label="Excerpt"
              description={`Shown in the blog list and in search results · ${counter(values.excerpt, EXCERPT_MAX)}`}
              required
              rows={2}
              resize="vertical"
              maxLength={EXCERPT_MAX}
              {...form.getInputProps('excerpt')}
            />
            <TagsInput
              label="Tags"
              description={`Press Enter after each tag · up to ${TAGS_MAX}`}
              maxTags={TAGS_MAX}
              maxLength={TAG_MAX}
              clearable
              splitChars={[',']}
              data={[
                'HR Services',
                'Recruitment',
                'Payroll',
                'Digital Marketing',
                'SEO',
                'Website Design',
                'Overseas Education',
              ]}
              {...form.getInputProps('tags')}
            />
            <CoverField
              value={values.coverImage}
              onChange={(coverImage) => form.setFieldValue('coverImage', coverImage)}
              error={form.errors.coverImage as string | undefined}
              alt={form.getInputProps('coverAlt')}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <MarkdownField
            label="Body"
            required
            description="Markdown. Scripts, embedded HTML and unsafe links are removed when published."
            {...markdownProps(form.getInputProps('body'))}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            Search engines and sharing
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              label="Meta title"
              description={`Optional; the title otherwise · ${counter(values.metaTitle, META_TITLE_MAX)}`}
              maxLength={META_TITLE_MAX}
              {...form.getInputProps('metaTitle')}
            />
            <Textarea
              label="Meta description"
              description={`Optional; the excerpt otherwise · ${counter(values.metaDescription, META_DESCRIPTION_MAX)}`}
              rows={2}
              resize="vertical"
              maxLength={META_DESCRIPTION_MAX}
              {...form.getInputProps('metaDescription')}
            />
          </SimpleGrid>
        </Paper>
        <Group>
          <AppButton primary loading={busy && !publishing.current} disabled={busy}>
            {saveLabel}
          </AppButton>
          {publishLabel && (
            <AppButton
              variant="filled"
              color="teal"
              loading={busy && publishing.current}
              disabled={busy}
              onClick={() => {
                publishing.current = true;
                onSubmit();
              }}
            >
              {publishLabel}
            </AppButton>
          )}
          {extra}
        </Group>
      </Stack>
    </form>
  );
}
