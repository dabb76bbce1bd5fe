// The shortlist's link right after sharing: shown this once (only its hash is kept), to copy and send again by
// another way if the e-mail does not arrive.
import { Button, CopyButton, Group, Paper, Text, TextInput } from '@mantine/core';

export function ShortlistLinkBox({ link }: { link: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="The shortlist’s link">
      <Text fw={600} mb="xs">
        Shared: the link was e-mailed to the client’s contact.
      </Text>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Shortlist link (shown only now)"
          value={link}
          readOnly
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
