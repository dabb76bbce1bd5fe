// /admin/employees/{id}: the person's profile as they keep it, what an admin may change (role, department,
// designation), and switching the account off or on, or giving a new one-time password.
import { Alert, Badge, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { type Employee, employeeUpdateSchema, roleLabels } from '#contracts/admin-employees.ts';
import { officeLabels } from '#contracts/auth.ts';
import { roles } from '#contracts/roles.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { ConfirmButton } from '#src/components/confirm-button/confirm-button.tsx';
import { type Detail, DetailList } from '#src/components/detail-list/detail-list.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { formatDay, formatDayTime } from '#src/lib/staff-dates.ts';
import { toast } from '#src/lib/toast.ts';
import { runAction, useSubmit } from '#src/lib/use-submit.ts';
import { AdminPage } from '../shared/admin-page';
import { resetEmployeePassword, setEmployeeActive, updateEmployee } from './employees-api';
import { OneTimePassword } from './one-time-password';

const validate = schemaResolver(employeeUpdateSchema, { sync: true });
const roleOptions = roles.map((value) => ({ value, label: roleLabels[value] }));

export function EmployeePage({ employee: loaded }: { employee: Employee }) {
  const { user } = useSession();
  const [employee, setEmployee] = useState(loaded);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const self = user?.username === employee.username;
  const form = useForm({
    initialValues: {
      role: employee.role ?? '',
      department: employee.department ?? '',
      designation: employee.designation ?? '',
    },
    validateInputOnBlur: true,
    validate,
  });
  const { busy, submit } = useSubmit(form);

  const onSubmit = form.onSubmit(
    async (values) => {
      const saved = await submit(
        () => updateEmployee(employee.id, values as Parameters<typeof updateEmployee>[1]),
        formRef.current,
      );
      if (saved) {
        setEmployee(saved);
        form.resetDirty(values);
        toast.success(
          saved.role !== employee.role
            ? `${saved.fullName} is now ${roleLabels[saved.role ?? 'EMPLOYEE'].toLowerCase()}; they sign in again to use it.`
            : `${saved.fullName}’s details are saved.`,
        );
      }
    },
    () => focusFirstError(formRef.current),
  );

  const profile: Detail[] = [
    { term: 'Username', value: employee.username ?? 'No account' },
    { term: 'E-mail', value: employee.email },
    { term: 'Phone', value: employee.phone ?? 'Not given yet' },
    { term: 'Office', value: employee.office ? officeLabels[employee.office] : 'Not given yet' },
    { term: 'Added', value: formatDay(employee.createdAt) },
    {
      term: 'Last active',
      value: employee.lastSeenAt ? formatDayTime(employee.lastSeenAt) : 'Never signed in',
    },
  ];

  return (
    <AdminPage
      title={employee.fullName}
      description={
        <Group gap="xs" component="span">
          <Badge variant="dot" color={employee.active ? 'teal' : 'gray'}>
            {employee.active ? 'Active' : 'Switched off'}
          </Badge>
          <Badge variant="dot" color={employee.profileComplete ? 'teal' : 'yellow'}>
            Profile {employee.profileComplete ? 'complete' : 'incomplete'}
          </Badge>
          {employee.role && <span>{roleLabels[employee.role]}</span>}
        </Group>
      }
      back={{ to: '/admin/employees', label: 'Employees' }}
      size="md"
    >
      {newPassword && employee.username && (
        <OneTimePassword fullName={employee.fullName} username={employee.username} password={newPassword} />
      )}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          Profile
        </Title>
        {!employee.profileComplete && (
          <Text size="sm" c="dimmed" mb="sm">
            {employee.fullName.split(' ')[0]} completes the profile at first sign-in.
          </Text>
        )}
        <DetailList details={profile} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Role and job">
          <Title order={2} size="h4" mb="sm">
            Role and job
          </Title>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Role"
                required
                data={roleOptions}
                allowDeselect={false}
                disabled={self}
                description={self ? 'Another admin can change your role' : undefined}
                {...form.getInputProps('role')}
              />
              <TextInput label="Department" maxLength={60} {...form.getInputProps('department')} />
              <TextInput label="Designation" maxLength={100} {...form.getInputProps('designation')} />
            </SimpleGrid>
            <div>
              <AppButton primary loading={busy}>
                Save
              </AppButton>
            </div>
          </Stack>
        </form>
      </Paper>
      {employee.username && !self && (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            Access
          </Title>
          {!employee.active && (
            <Alert color="gray" mb="sm">
              This account is switched off: sign-in is refused.
            </Alert>
          )}
          <Group>
            {employee.active ? (
              <ConfirmButton
                title={`Switch off ${employee.fullName}’s account?`}
                message="They are signed out everywhere at once and cannot sign in until the account is switched on again. Nothing they made is deleted."
                confirmLabel="Switch off account"
                onConfirm={async () => {
                  const saved = await runAction(
                    () => setEmployeeActive(employee.id, false),
                    `${employee.fullName} is signed out and can no longer sign in.`,
                  );
                  if (saved) setEmployee(saved);
                }}
              >
                Deactivate
              </ConfirmButton>
            ) : (
              <AppButton
                onClick={async () => {
                  const saved = await runAction(
                    () => setEmployeeActive(employee.id, true),
                    `${employee.fullName} can sign in again.`,
                  );
                  if (saved) setEmployee(saved);
                }}
              >
                Switch the account on again
              </AppButton>
            )}
            <ConfirmButton
              variant="default"
              title="Give a new one-time password?"
              message="Their current password stops working and they are signed out everywhere. You will see the new password once; at their next sign-in they must replace it with their own."
              confirmLabel="Make a new password"
              onConfirm={async () => {
                const answer = await runAction(
                  () => resetEmployeePassword(employee.id),
                  'A new one-time password is ready.',
                );
                if (answer) {
                  setEmployee(answer.employee);
                  setNewPassword(answer.oneTimePassword);
                }
              }}
            >
              New one-time password
            </ConfirmButton>
          </Group>
        </Paper>
      )}
    </AdminPage>
  );
}
