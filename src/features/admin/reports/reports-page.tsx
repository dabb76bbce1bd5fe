// /admin/reports (admins and recruiters, docs/decisions/0019): where applicants come from, how far they get,
// how long each stage takes, and how old the open positions are, for a period, a department, a career or a
// client. Each table can be downloaded as CSV; what the figures mean is written under each heading.
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { RecruitingReport } from '#contracts/reports.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { AdminPage } from '../shared/admin-page';
import type { ReportSearch } from './report-search';
import { ReportTable } from './report-table';

export interface ReportsPageProps {
  report: RecruitingReport;
  search: ReportSearch;
  onSearch: (next: Partial<ReportSearch>) => void;
}

const percent = (share: number | null) => (share === null ? null : `${Math.round(share * 1000) / 10} %`);

export function ReportsPage({ report, search, onSearch }: ReportsPageProps) {
  const { options } = report;
  const filtered = Object.values(search).some((value) => value !== undefined);
  const path = report.funnel.map((stage) => stage.label);
  return (
    <AdminPage
      title="Reports"
      description="Applicants and their progress, from the stage history; applications made in the period chosen."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
    >
      <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label="Filter the reports">
        <TextInput
          type="date"
          label="Applied from"
          value={search.from ?? ''}
          onChange={(event) => onSearch({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="Applied until"
          value={search.to ?? ''}
          onChange={(event) => onSearch({ to: event.currentTarget.value || undefined })}
        />
        <Select
          label="Department"
          placeholder="Every department"
          data={options.departments}
          value={search.department ?? null}
          onChange={(department) => onSearch({ department: department ?? undefined })}
          clearable
          searchable
        />
        <Select
          label="Career"
          placeholder="Every career"
          data={options.careers.map((career) => ({
            value: String(career.careerId),
            label: `${career.title} (${career.jobId})`,
          }))}
          value={search.careerId ? String(search.careerId) : null}
          onChange={(careerId) => onSearch({ careerId: careerId ? Number(careerId) : undefined })}
          clearable
          searchable
        />
        <Select
          label="Client"
          placeholder="Every client"
          data={options.clients.map((client) => ({ value: String(client.sno), label: client.name }))}
          value={search.clientSno ? String(search.clientSno) : null}
          onChange={(sno) => onSearch({ clientSno: sno ? Number(sno) : undefined })}
          clearable
          searchable
        />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() =>
              onSearch({
                from: undefined,
                to: undefined,
                department: undefined,
                careerId: undefined,
                clientSno: undefined,
              })
            }
          >
            Clear the filters
          </Button>
        )}
      </Group>
      <Stack gap="md">
        <ReportTable
          title="Funnel"
          filename="funnel"
          description="How many applications reached each stage, and the share of those that went on to the next."
          header={['Stage', 'Reached', 'Went on to the next']}
          rows={report.funnel.map((stage) => [stage.label, stage.reached, percent(stage.conversionToNext)])}
          empty="No applications match these filters."
          chart={{
            dataKey: 'stage',
            data: report.funnel.map((stage) => ({ stage: stage.label, reached: stage.reached })),
            series: [{ name: 'reached', label: 'Reached', color: 'brand.6' }],
            counts: true,
          }}
        />
        <ReportTable
          title="Funnel per career"
          filename="funnel-per-career"
          description="How many of each career’s applications reached each stage."
          header={['Career', ...path]}
          rows={report.funnelByCareer.map((career) => [
            `${career.title} (${career.jobId})`,
            ...career.stages.map((stage) => stage.reached),
          ])}
          empty="No applications match these filters."
        />
        <ReportTable
          title="Days in each status"
          filename="days-in-status"
          description="For the applications that have moved on from a status: the median and the 90th percentile of the days they spent in it."
          header={['Status', 'Moved on', 'Median days', '90th percentile']}
          rows={report.timeInStatus.map((status) => [
            status.label,
            status.count,
            status.medianDays,
            status.p90Days,
          ])}
          empty="No applications match these filters."
          chart={{
            dataKey: 'status',
            data: report.timeInStatus.map((status) => ({
              status: status.label,
              median: status.medianDays,
              p90: status.p90Days,
            })),
            series: [
              { name: 'median', label: 'Median days', color: 'brand.6' },
              { name: 'p90', label: '90th percentile', color: 'orange.6' },
            ],
          }}
        />
        <ReportTable
          title="Time to offer and to fill"
          filename="time-to-offer-and-fill"
          description="To offer: from applying to the offer. To fill: from a career’s posting to its first position filled."
          header={['Measure', 'Cases', 'Median days', '90th percentile']}
          rows={[
            [
              'Time to offer',
              report.timeToOffer.count,
              report.timeToOffer.medianDays,
              report.timeToOffer.p90Days,
            ],
            [
              'Time to fill',
              report.timeToFill.count,
              report.timeToFill.medianDays,
              report.timeToFill.p90Days,
            ],
          ]}
          empty="No applications match these filters."
        />
        <ReportTable
          title="Interviews"
          filename="interviews"
          description="Time to first interview: from applying to the first interview that was booked. Interviews per hire: interviews held for each applicant who filled a position."
          header={['Measure', 'Cases', 'Value']}
          rows={[
            [
              'Time to first interview (median days)',
              report.timeToFirstInterview.count,
              report.timeToFirstInterview.medianDays,
            ],
            ['Interviews per hire', report.interviewsPerHire.filled, report.interviewsPerHire.perHire],
          ]}
          empty="No applications match these filters."
        />
        <ReportTable
          title="Applicants and hires per source"
          filename="sources"
          description="Where applicants came from (a shared link, a campaign or the site that linked to the job); a hire is an accepted offer."
          header={['Source', 'Applicants', 'Hires']}
          rows={report.sources.map((row) => [row.source ?? 'Not recorded', row.applicants, row.hires])}
          empty="No applications match these filters."
          chart={{
            dataKey: 'source',
            data: report.sources.map((row) => ({
              source: row.source ?? 'Not recorded',
              applicants: row.applicants,
              hires: row.hires,
            })),
            series: [
              { name: 'applicants', label: 'Applicants', color: 'brand.6' },
              { name: 'hires', label: 'Hires', color: 'teal.6' },
            ],
            counts: true,
          }}
        />
        <ReportTable
          title="Rejections by reason"
          filename="rejection-reasons"
          description="Why the applicants chosen here were rejected, as the recruiter said when rejecting them."
          header={['Reason', 'Rejected']}
          rows={report.rejectionReasons.map((row) => [row.reason, row.rejected])}
          empty="Nobody matching these filters was rejected."
          chart={{
            dataKey: 'reason',
            data: report.rejectionReasons.map((row) => ({ reason: row.reason, rejected: row.rejected })),
            series: [{ name: 'rejected', label: 'Rejected', color: 'red.6' }],
            counts: true,
          }}
        />
        <ReportTable
          title="Open positions by age"
          filename="open-positions"
          description="Careers open now, oldest first, with all their applicants."
          header={['Career', 'Department', 'Posted', 'Days open', 'Applicants']}
          rows={report.openPositions.map((position) => [
            `${position.title} (${position.jobId})`,
            position.department,
            formatDay(position.postedAt),
            position.ageDays,
            position.applicants,
          ])}
          empty="No open positions match these filters."
          chart={{
            dataKey: 'career',
            data: report.openPositions.map((position) => ({
              career: position.jobId,
              days: position.ageDays,
            })),
            series: [{ name: 'days', label: 'Days open', color: 'brand.6' }],
            counts: true,
          }}
        />
      </Stack>
    </AdminPage>
  );
}
