// Where the searched words were found: plain pieces from the server, the matches marked here. Text only, so
// nothing in a résumé can become markup on the page.
import { Text } from '@mantine/core';
import type { SnippetPart } from '#contracts/talent-pool.ts';

export interface MatchSnippetProps {
  parts: SnippetPart[];
  /** Where the words were found, said before the snippet. */
  where: 'resume' | 'application' | null;
}

export function MatchSnippet({ parts, where }: MatchSnippetProps) {
  if (parts.length === 0) return null;
  return (
    <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
      <Text span size="sm" c="dimmed">
        {where === 'application' ? 'In the application: ' : 'In the résumé: '}
      </Text>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move.
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
