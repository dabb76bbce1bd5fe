// The contact form: inline validation with the schema the server enforces, then the server's confirmation.
import '#src/lib/mantine-form-styles.ts';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import {
  type ContactMessageInput,
  contactMessageSchema,
  contactServices,
  MESSAGE_MAX,
} from '#contracts/contact.ts';
import { PRIVACY_PATH } from '#contracts/public-paths.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { locationFieldProps } from '#src/components/location-fields/location-field-props.ts';
import { LocationFields } from '#src/components/location-fields/location-fields.tsx';
import { NativePicker } from '#src/components/native-picker/native-picker.tsx';
import { PlainTextarea, PlainTextInput } from '#src/components/plain-field/plain-fields.tsx';
import { SiteLink } from '#src/lib/site-link.tsx';
import { ContactSendError, sendContactMessage } from './send-contact-message';

const emptyForm: ContactMessageInput = {
  name: '',
  email: '',
  phone: '',
  service: '' as ContactMessageInput['service'],
  state: '',
  city: '',
  message: '',
};

export function ContactForm() {
  const form = useForm<ContactMessageInput>({
    initialValues: emptyForm,
    validate: schemaResolver(contactMessageSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form was replaced: focus moves to what replaced it, once it is drawn.
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setProblem(null);
    try {
      const received = await sendContactMessage(values);
      form.reset();
      setConfirmation(received.message);
    } catch (error) {
      const sendError = error instanceof ContactSendError ? error : new ContactSendError(String(error));
      form.setErrors(sendError.fields);
      setProblem(sendError.message);
    } finally {
      setSending(false);
    }
  });

  if (confirmation) {
    return (
      <Stack gap="md">
        <Alert
          ref={confirmationRef}
          tabIndex={-1}
          color="teal"
          variant="light"
          title="Message sent"
          role="status"
          aria-live="polite"
        >
          {confirmation}
        </Alert>
        <AppButton onClick={() => setConfirmation(null)} w="fit-content">
          Send another message
        </AppButton>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <Stack gap="md">
        <PlainTextInput label="Full name" required autoComplete="name" {...form.getInputProps('name')} />
        <PlainTextInput
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PlainTextInput
          label="Phone"
          description="Optional. An Indian (+91) or UK (+44) number with its country code."
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          {...form.getInputProps('phone')}
        />
        <NativePicker
          label="Service of interest"
          placeholder="Choose a service"
          options={contactServices}
          required
          {...form.getInputProps('service')}
        />
        <LocationFields {...locationFieldProps(form)} />
        <PlainTextarea
          label="Message"
          required
          rows={5}
          resize="vertical"
          maxLength={MESSAGE_MAX}
          description="What would you like to talk about? The more you tell us, the better we can help."
          {...form.getInputProps('message')}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <AppButton primary loading={sending} size="md" w="fit-content">
          Send message
        </AppButton>
        <Text size="sm" c="gray.7">
          How we use what you send:{' '}
          <Anchor component={SiteLink} to={PRIVACY_PATH} c="brand.7" td="underline">
            Privacy notice
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
