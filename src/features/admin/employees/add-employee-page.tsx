// /admin/employees/add: a staff account with its role; the one-time password is shown once, here.
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { type EmployeeCreated, employeeCreateSchema, roleLabels } from '#contracts/admin-employees.ts';
import { roles } from '#contracts/roles.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { toast } from '#src/lib/toast.ts';
import { useSubmit } from '#src/lib/use-submit.ts';
import { AdminPage } from '../shared/admin-page';
import { createEmployee } from './employees-api';
import { OneTimePassword } from './one-time-password';

const validate = schemaResolver(employeeCreateSchema, { sync: true });
const roleOptions = roles.map((value) => ({ value, label: roleLabels[value] }));
const empty = { fullName: '', email: '', username: '', role: '', department: '', designation: '' };

/** "Kavya Iyer" → "kavya.iyer": a suggestion the admin may change. */
export const suggestUsername = (fullName: string) =>
  fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^[^a-z]+|\.+$/g, '')
    .slice(0, 32);

export function AddEmployeePage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [created, setCreated] = useState<EmployeeCreated | null>(null);
  const [usernameEdited, setUsernameEdited] = useState(false);
  const form = useForm({ initialValues: empty, validateInputOnBlur: true, validate });
  const { busy, submit } = useSubmit(form);
  const fullName = form.getInputProps('fullName');
  const username = form.getInputProps('username');

  const onSubmit = form.onSubmit(
    async (values) => {
      const answer = await submit(
        () => createEmployee(values as Parameters<typeof createEmployee>[0]),
        formRef.current,
      );
      if (answer) {
        toast.success(`${answer.employee.fullName} can now sign in as ${answer.employee.username}.`);
        setCreated(answer);
      }
    },
    () => focusFirstError(formRef.current),
  );

  if (created) {
    return (
      <AdminPage title="Employee added" back={{ to: '/admin/employees', label: 'Employees' }} size="md">
        <OneTimePassword
          fullName={created.employee.fullName}
          username={created.employee.username ?? ''}
          password={created.oneTimePassword}
        />
        <Group>
          <Button component={Link} to={`/admin/employees/${created.employee.id}`}>
            View {created.employee.fullName}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              setUsernameEdited(false);
              setCreated(null);
            }}
          >
            Add another employee
          </Button>
        </Group>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title="Add an employee"
      description="They get a staff account with a one-time password, which they replace with their own and complete their profile at first sign-in."
      back={{ to: '/admin/employees', label: 'Employees' }}
      size="md"
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Add an employee">
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Full name"
                required
                maxLength={100}
                autoComplete="off"
                {...fullName}
                onChange={(event) => {
                  fullName.onChange(event);
                  if (!usernameEdited)
                    form.setFieldValue('username', suggestUsername(event.currentTarget.value));
                }}
              />
              <TextInput
                label="Work e-mail"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Username"
                required
                maxLength={32}
                autoComplete="off"
                description="For signing in; letters, digits, dots, hyphens"
                {...username}
                onChange={(event) => {
                  setUsernameEdited(true);
                  username.onChange(event);
                }}
              />
              <Select
                label="Role"
                required
                placeholder="Choose a role"
                data={roleOptions}
                allowDeselect={false}
                description="Admins manage everything; recruiters run careers and the board"
                {...form.getInputProps('role')}
              />
              <TextInput label="Department" maxLength={60} {...form.getInputProps('department')} />
              <TextInput label="Designation" maxLength={100} {...form.getInputProps('designation')} />
            </SimpleGrid>
            <div>
              <AppButton primary loading={busy}>
                Create account
              </AppButton>
            </div>
          </Stack>
        </Paper>
      </form>
    </AdminPage>
  );
}
