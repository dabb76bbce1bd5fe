// The shared shortlist's candidates with the client's answer for each (and whether the client still sees them).
import { Table, Text } from '@mantine/core';
import { SHORTLIST_ANSWER_LABELS, type Shortlist } from '#contracts/shortlists.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';

export function ShortlistAnswersTable({ items }: { items: Shortlist['items'] }) {
  return (
    <Table striped withTableBorder aria-label="The client’s answers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Candidate</Table.Th>
          <Table.Th scope="col">Shared</Table.Th>
          <Table.Th scope="col">Client’s answer</Table.Th>
          <Table.Th scope="col">Comment</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              {item.name}
              {item.hiddenFromClient ? (
                <Text size="xs" c="dimmed">
                  {item.status.label}: no longer shown to the client
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              {[
                'name',
                item.shareSummary && 'summary',
                item.shareResume && 'résumé',
                item.shareNote && 'note',
              ]
                .filter(Boolean)
                .join(', ')}
            </Table.Td>
            <Table.Td>
              {item.answer ? (
                <>
                  {SHORTLIST_ANSWER_LABELS[item.answer]}
                  <Text size="xs" c="dimmed">
                    {formatDayTime(item.answeredAt)}
                  </Text>
                </>
              ) : (
                'No answer yet'
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{item.answerComment ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
