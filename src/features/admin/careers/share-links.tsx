// On an open career's staff view: its public address with ?ref= for each network the site's footer lists
// (docs/decisions/0018), to copy into a post there. An applicant who arrives by one is counted under it on
// the board.
import { Button, CopyButton, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { sharedJobPath, shareNetworks } from '#contracts/application-source.ts';
import { firm } from '#contracts/firm.ts';
import { careerPath } from '#contracts/public-paths.ts';

export function ShareLinks({ career }: { career: { id: number; title: string } }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="share-links-title">
      <Title order={2} size="h4" id="share-links-title">
        Share this job
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Each link says where an applicant found the job: the board shows it as their source.
      </Text>
      <Table>
        <Table.Tbody>
          {shareNetworks.map((network) => {
            const url = `${firm.url}${sharedJobPath(careerPath(career), network.ref)}`;
            return (
              <Table.Tr key={network.ref}>
                <Table.Th scope="row" fw={400}>
                  {network.label}
                </Table.Th>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {url}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <CopyButton value={url}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant={copied ? 'filled' : 'default'} onClick={copy}>
                        {copied ? 'Copied' : 'Copy link'} <VisuallyHidden>for {network.label}</VisuallyHidden>
                      </Button>
                    )}
                  </CopyButton>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
