// /admin/careers/{id}/view: one career as staff see it — its details, applicants per pipeline status with
// the way to its board, the status controls (close, reopen, hold, filled) and, while open, its links to share.
import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Table,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { type AdminCareer, type CareerStatus, careerStatusLabels } from '#contracts/admin-careers.ts';
import { careerPath } from '#contracts/public-paths.ts';
import { employmentTypeLabels } from '#contracts/value-lists.ts';
import { ConfirmButton } from '#src/components/confirm-button/confirm-button.tsx';
import { type Detail, DetailList } from '#src/components/detail-list/detail-list.tsx';
import { site } from '#src/content/site.ts';
import { boardPath } from '#src/lib/session/board-path.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { formatDay, formatIsoDay } from '#src/lib/staff-dates.ts';
import { runAction } from '#src/lib/use-submit.ts';
import { AdminPage } from '../shared/admin-page';
import { CareerStatusBadge } from './career-status-badge';
import { changeCareerStatus } from './careers-api';
import { ShareLinks } from './share-links';

export function CareerViewPage({ career: loaded }: { career: AdminCareer }) {
  const router = useRouter();
  const { role } = useSession();
  const [career, setCareer] = useState(loaded);
  const total = career.applicantsByStatus.reduce((sum, status) => sum + status.count, 0);

  const moveTo = async (status: CareerStatus, message: string) => {
    const saved = await runAction(() => changeCareerStatus(career.id, status), message);
    if (saved) {
      setCareer(saved);
      void router.invalidate();
    }
  };

  const details: Detail[] = [
    { term: 'Job ID', value: career.jobId },
    { term: 'Department', value: career.department },
    { term: 'Employment type', value: employmentTypeLabels[career.employmentType] },
    { term: 'Location', value: career.location },
    { term: 'Experience', value: career.experience },
    { term: 'Vacancies', value: String(career.vacancies) },
    { term: 'Client', value: career.client?.name ?? site.name },
    { term: 'Posted', value: formatDay(career.postedAt) },
    { term: 'Closing date', value: formatIsoDay(career.closingDate) },
    { term: 'Last changed', value: formatDay(career.updatedAt) },
  ];

  return (
    <AdminPage
      title={career.title}
      description={
        <Group gap="xs" component="span">
          <CareerStatusBadge status={career.status} />
          <span>
            {career.jobId} · {total} {total === 1 ? 'applicant' : 'applicants'}
          </span>
        </Group>
      }
      back={{ to: '/admin/careers', label: 'Careers' }}
      actions={
        <>
          <Button component={Link} to={`/admin/careers/${career.id}/edit`} variant="default">
            Edit
          </Button>
          {career.status === 'OPEN' ? (
            <>
              <Anchor href={careerPath(career)} target="_blank" rel="noopener" size="sm">
                View on the careers page<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
              <ConfirmButton
                title="Close this career?"
                message={`“${career.title}” leaves the public careers page at once and takes no more applications. Its applicants stay on the board. You can reopen it later.`}
                confirmLabel="Close career"
                onConfirm={() => moveTo('CLOSED', `“${career.title}” is closed and no longer public.`)}
              >
                Close
              </ConfirmButton>
            </>
          ) : (
            <Button onClick={() => moveTo('OPEN', `“${career.title}” is open and back on the careers page.`)}>
              Reopen
            </Button>
          )}
        </>
      }
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md" h="100%">
            <Title order={2} size="h4" mb="sm">
              Details
            </Title>
            <DetailList details={details} />
            <Group gap="xs" mt="md">
              <Text size="sm" c="dimmed">
                Also:
              </Text>
              {(['ON_HOLD', 'FILLED'] as const)
                .filter((status) => status !== career.status)
                .map((status) => {
                  const label = careerStatusLabels[status].toLowerCase();
                  return (
                    <ConfirmButton
                      key={status}
                      size="xs"
                      variant="default"
                      color="dark"
                      title={`Mark this career ${label}?`}
                      message={
                        career.status === 'OPEN'
                          ? `“${career.title}” leaves the public careers page at once and takes no more applications. Its applicants stay on the board.`
                          : `“${career.title}” stays off the public careers page.`
                      }
                      confirmLabel={`Mark ${label}`}
                      onConfirm={() => moveTo(status, `“${career.title}” is now ${label}.`)}
                    >
                      Mark {label}
                    </ConfirmButton>
                  );
                })}
            </Group>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md" h="100%">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                Applicants
              </Title>
              <Badge variant="light">{total}</Badge>
            </Group>
            <Table>
              <Table.Tbody>
                {career.applicantsByStatus.map((status) => (
                  <Table.Tr key={status.statusCode}>
                    <Table.Th scope="row" fw={400}>
                      {status.label}
                    </Table.Th>
                    <Table.Td
                      ta="right"
                      fw={status.count ? 700 : 400}
                      c={status.count ? undefined : 'dimmed'}
                    >
                      {status.count}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Button component={Link} to={boardPath(role, career.id)} fullWidth mt="md">
              Open the applicant board
            </Button>
          </Paper>
        </Grid.Col>
      </Grid>
      {career.status === 'OPEN' ? <ShareLinks career={career} /> : null}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          Description
        </Title>
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server */}
          <div dangerouslySetInnerHTML={{ __html: career.descriptionHtml }} />
        </Typography>
      </Paper>
    </AdminPage>
  );
}
