// The apply form: checked in the browser with the same schema the server uses, the résumé sent with
// upload progress, and the server's own field messages shown beside the fields.
import '#src/lib/mantine-form-styles.ts';
import '@mantine/core/styles/Progress.css';
import { Alert, Anchor, Checkbox, FileInput, Progress, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  applicationFieldsSchema,
  type CareerSummary,
  RESUME_ACCEPT,
  RESUME_FIELD,
  resumeFileProblem,
} from '#contracts/careers.ts';
import { PRIVACY_PATH } from '#contracts/public-paths.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { locationFieldProps } from '#src/components/location-fields/location-field-props.ts';
import { LocationFields } from '#src/components/location-fields/location-fields.tsx';
import { PlainTextInput } from '#src/components/plain-field/plain-fields.tsx';
import { site } from '#src/content/site.ts';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { SiteLink } from '#src/lib/site-link.tsx';
import { submitApplication } from './submit-application';

export interface ApplyFormProps {
  career: Pick<CareerSummary, 'id' | 'title'>;
  /** After the server received the application (its answer is the same for someone already in process). */
  onApplied: () => void;
  /** The job closed or vanished while the visitor was filling the form. */
  onCareerGone: () => void;
}

interface ApplyValues {
  fullName: string;
  email: string;
  mobile: string;
  state: string;
  city: string;
  consent: boolean;
  resume: File | null;
}

const initialValues: ApplyValues = {
  fullName: '',
  email: '',
  mobile: '',
  state: '',
  city: '',
  consent: false,
  resume: null,
};

const validateFields = schemaResolver(applicationFieldsSchema, { sync: true });

const NETWORK_PROBLEM =
  'We could not reach our server, so your application was not sent. Please check your connection and try again.';

export function ApplyForm({ career, onApplied, onCareerGone }: ApplyFormProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const form = useForm<ApplyValues>({
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const resumeProblem = resumeFileProblem(values.resume);
      return { ...validateFields(values), ...(resumeProblem ? { [RESUME_FIELD]: resumeProblem } : {}) };
    },
  });
  const busy = progress !== null;

  const submit = form.onSubmit(
    async (values) => {
      if (!values.resume) return;
      setProblem(null);
      setProgress(0);
      const outcome = await submitApplication(career.id, { ...values, resume: values.resume }, setProgress);
      setProgress(null);
      switch (outcome.kind) {
        case 'created':
          form.reset();
          onApplied();
          return;
        case 'network':
          setProblem(NETWORK_PROBLEM);
          return;
        case 'refused': {
          const { status, error } = outcome;
          if (status === 404 || status === 410) return onCareerGone();
          if (error.fields && Object.keys(error.fields).length > 0) {
            form.setErrors(error.fields);
            focusFirstError(formElement);
          } else if (status === 413 || status === 415) {
            form.setErrors({ [RESUME_FIELD]: error.message });
            focusFirstError(formElement);
          } else {
            setProblem(error.message);
          }
        }
      }
    },
    () => focusFirstError(formElement),
  );

  return (
    <form ref={setFormElement} onSubmit={submit} noValidate aria-describedby="apply-form-note">
      <Stack gap="md">
        <Text size="sm" c="dimmed" id="apply-form-note">
          All fields are required.
        </Text>
        <PlainTextInput label="Full name" autoComplete="name" required {...form.getInputProps('fullName')} />
        <PlainTextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PlainTextInput
          label="Mobile number"
          description="With the country code: +91 (India) or +44 (UK)"
          placeholder="+91 98765 43210"
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('mobile')}
        />
        <LocationFields {...locationFieldProps(form)} />
        <FileInput
          label="Résumé"
          description="PDF, DOC or DOCX, up to 5 MB"
          placeholder="Choose a file"
          accept={RESUME_ACCEPT}
          clearable
          required
          {...form.getInputProps(RESUME_FIELD)}
        />
        <Checkbox
          label={`I agree that ${site.name} may store and use my details, my résumé and where I found this job to consider me for this and similar roles, and to contact me about them.`}
          description={
            <>
              How we keep and use them, and for how long:{' '}
              <Anchor component={SiteLink} to={PRIVACY_PATH} c="brand.7" td="underline" fz="inherit">
                privacy notice
              </Anchor>
            </>
          }
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        {problem && (
          <Alert color="red" role="alert" title="Your application was not sent">
            {problem}
          </Alert>
        )}
        {busy && (
          <Stack gap={4} role="status">
            <Text size="sm">Sending your application… {Math.round((progress ?? 0) * 100)}%</Text>
            <Progress value={(progress ?? 0) * 100} aria-label="Upload progress" animated />
          </Stack>
        )}
        <div>
          <AppButton primary loading={busy} size="md">
            Submit application
          </AppButton>
        </div>
      </Stack>
    </form>
  );
}
