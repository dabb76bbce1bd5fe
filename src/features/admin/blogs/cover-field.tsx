// The cover image: chosen, checked (type and size here, content on the server), uploaded at once and
// shown; with the alt text that describes it. Removing it only clears the field until the post is saved.
import { Box, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { COVER_ACCEPT, coverFileProblem } from '#contracts/admin-blogs.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { coverUrl, uploadCover } from './blogs-api';

export interface CoverFieldProps {
  /** The stored path (/api/media/…) or ''. */
  value: string;
  onChange: (coverImage: string) => void;
  /** Problem with the image from the form (e.g. the server's). */
  error?: string;
  /** The alt text field's props (a Mantine form's getInputProps('coverAlt')). */
  alt: {
    value?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur?: () => void;
    error?: ReactNode;
  };
}

export function CoverField({ value, onChange, error, alt }: CoverFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const tooBad = coverFileProblem(file);
    if (tooBad) {
      setProblem(tooBad);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onChange((await uploadCover(file)).coverImage);
    } catch (failure) {
      const { message, fields } = toRequestProblem(failure);
      setProblem(fields.cover ?? message);
    } finally {
      setBusy(false);
    }
  };

  const shownProblem = problem ?? error;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="cover-label">
        Cover image
      </Text>
      <Group align="flex-start" gap="md">
        <Box
          w={200}
          h={120}
          bg="gray.1"
          style={{ borderRadius: 8, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
        >
          {value ? (
            <Image
              src={coverUrl(value)}
              alt={alt.value || 'Cover image (add alt text)'}
              w={200}
              h={120}
              fit="cover"
            />
          ) : (
            <Text size="xs" c="dimmed" ta="center" px="sm">
              No cover: the blog shows an illustration matching the tags
            </Text>
          )}
        </Box>
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={choose} accept={COVER_ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" loading={busy} aria-describedby="cover-label cover-help">
                  {value ? 'Replace image' : 'Upload image'}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button variant="subtle" color="red" onClick={() => onChange('')}>
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" id="cover-help">
            PNG, JPEG or WebP, up to 2 MB; about 1200 × 630 px looks best.
          </Text>
          {shownProblem && (
            <Text size="sm" c="red.9" role="alert">
              {shownProblem}
            </Text>
          )}
        </Stack>
      </Group>
      {value && (
        <TextInput
          label="Alt text"
          description="What the image shows, for people who cannot see it"
          required
          maxLength={200}
          value={alt.value ?? ''}
          onChange={alt.onChange}
          onBlur={alt.onBlur}
          error={alt.error}
        />
      )}
    </Stack>
  );
}
