// A career's client shortlists: each with its phase, contact, candidates and answers, opening its own page.
// New shortlists are made on the board ("Add to shortlist").
import '#src/lib/mantine-staff-styles.ts';
import { Anchor, Badge, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PHASE_LABELS, type ShortlistSummary } from '#contracts/shortlists.ts';
import { formatDay } from '#src/lib/staff-dates.ts';

export function ShortlistListPage({ shortlists }: { shortlists: ShortlistSummary[] }) {
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Client shortlists
        </Title>
        {shortlists.length === 0 ? (
          <Text>
            No shortlists for this job yet. Choose candidates on its board and use “Add to shortlist”.
          </Text>
        ) : (
          <Table striped withTableBorder aria-label="Client shortlists">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Shortlist</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Client</Table.Th>
                <Table.Th scope="col">Candidates</Table.Th>
                <Table.Th scope="col">Answers</Table.Th>
                <Table.Th scope="col">Link works until</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shortlists.map((shortlist) => (
                <Table.Tr key={shortlist.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/shortlists/${shortlist.id}`}>
                      {shortlist.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{PHASE_LABELS[shortlist.phase]}</Badge>
                  </Table.Td>
                  <Table.Td>{shortlist.clientName}</Table.Td>
                  <Table.Td>{shortlist.entries}</Table.Td>
                  <Table.Td>{shortlist.answers}</Table.Td>
                  <Table.Td>{shortlist.expiresAt ? formatDay(shortlist.expiresAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
