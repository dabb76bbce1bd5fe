// Asks for a new status link by e-mail: one field, checked as the server checks it. The answer is the same
// whether or not the address is known, so it is shown as it comes.
import '#src/lib/mantine-form-styles.ts';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { statusLinkRequestSchema } from '#contracts/my-application.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { requestStatusLink } from './my-application-api';

export function FreshLinkForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = statusLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
      return;
    }
    setError(null);
    setSending(true);
    try {
      setAnswer((await requestStatusLink(parsed.data.email)).message);
    } catch (failure) {
      const problem = toRequestProblem(failure);
      setError(problem.fields.email ?? problem.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Send me a new link">
      <TextInput
        label="E-mail"
        description="The address you applied with"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={error}
      />
      <Group mt="md">
        <Button type="submit" loading={sending}>
          Send me a new link
        </Button>
      </Group>
      <Text role="status" aria-live="polite" mt="md">
        {answer}
      </Text>
    </form>
  );
}
