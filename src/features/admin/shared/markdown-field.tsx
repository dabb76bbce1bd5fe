// A markdown text box with a live preview beside it. The preview is the server's own rendering and
// allow-list sanitising, so what staff see is exactly what the public page will show.
import { Box, Paper, SimpleGrid, Text, Textarea, type TextareaProps, Typography } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { markdownPreviewAnswerSchema } from '#contracts/admin-markdown.ts';
import { MARKDOWN_PREVIEW_PATH } from '#contracts/api-paths.ts';
import { sendChecked } from '#src/lib/checked-api.ts';

export const PREVIEW_DELAY_MS = 400;

export interface MarkdownFieldProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** What the preview shows of the text (a template's placeholders filled in); the text itself by default. */
  previewOf?: (value: string) => string;
  /** The preview's heading. @default "Preview (as published)" */
  previewLabel?: string;
}

/** The parts of a Mantine form's getInputProps() this field takes. */
export function markdownProps(input: object) {
  const { value, onChange, onBlur, onFocus, error } = input as Pick<
    MarkdownFieldProps,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
  >;
  return { value, onChange, onBlur, onFocus, error };
}

export function MarkdownField({
  value,
  onChange,
  label,
  previewOf = (text) => text,
  previewLabel = 'Preview (as published)',
  ...textarea
}: MarkdownFieldProps) {
  const previewId = useId();
  const [settled] = useDebouncedValue(previewOf(value), PREVIEW_DELAY_MS);
  const [preview, setPreview] = useState<{ html: string } | { problem: string } | null>(null);

  useEffect(() => {
    let current = true;
    if (!settled.trim()) {
      setPreview(null);
      return;
    }
    sendChecked(markdownPreviewAnswerSchema, MARKDOWN_PREVIEW_PATH, 'POST', { markdown: settled })
      .then((answer) => current && setPreview(answer))
      .catch((error: Error) => current && setPreview({ problem: error.message }));
    return () => {
      current = false;
    };
  }, [settled]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        label={label}
        rows={22}
        resize="vertical"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 } }}
        {...textarea}
      />
      <Box>
        <Text size="sm" fw={500} mb={4} id={previewId}>
          {previewLabel}
        </Text>
        <Paper
          withBorder
          p="md"
          radius="sm"
          mih={200}
          mah={560}
          bg="white"
          role="region"
          aria-labelledby={previewId}
          tabIndex={0}
          style={{ overflowY: 'auto' }}
        >
          {preview === null ? (
            <Text c="dimmed" size="sm">
              The preview appears here as you write. Use ## for headings, **bold**, - for lists and
              [text](https://…) for links.
            </Text>
          ) : 'problem' in preview ? (
            <Text c="red.9" size="sm">
              The preview could not be made: {preview.problem}
            </Text>
          ) : (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server */}
              <div dangerouslySetInnerHTML={{ __html: preview.html }} />
            </Typography>
          )}
        </Paper>
      </Box>
    </SimpleGrid>
  );
}
