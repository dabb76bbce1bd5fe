// One table of the recruiting report: its heading, the table itself and a CSV of the same rows, so what is
// downloaded is exactly what is shown.
import { Button, Group, Paper, ScrollArea, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { type CsvCell, toCsv } from '#contracts/csv.ts';
import { downloadCsv } from './csv';
import type { ReportChartProps } from './report-chart';

// Recharts is fetched with the first chart, after the tables are drawn.
const ReportChart = lazy(() => import('./report-chart'));

export interface ReportTableProps {
  title: string;
  /** What the figures mean, under the heading. */
  description?: ReactNode;
  /** The CSV file's name, without ".csv". */
  filename: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  /** Shown instead of an empty table. */
  empty: string;
  /** A bar chart of the same figures, above the table. @default none */
  chart?: Omit<ReportChartProps, 'title'>;
}

const shown = (cell: CsvCell) =>
  cell === null ? '–' : typeof cell === 'number' ? cell.toLocaleString('en-GB') : cell;

export function ReportTable({ title, description, filename, header, rows, empty, chart }: ReportTableProps) {
  const id = `report-${filename}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        <Button
          size="xs"
          variant="default"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`${filename}.csv`, toCsv(header, rows))}
        >
          Download CSV <VisuallyHidden>of {title}</VisuallyHidden>
        </Button>
      </Group>
      {rows.length > 0 && chart && (
        <Suspense fallback={<div style={{ height: 220 }} />}>
          <ReportChart title={title} {...chart} />
        </Suspense>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                {header.map((label, index) => (
                  <Table.Th key={label} ta={index === 0 ? 'left' : 'right'} scope="col">
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, rowIndex) => (
                // The rows are the report's, drawn afresh with each answer: their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Table.Tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <Table.Th key={header[index]} scope="row" fw={500}>
                        {shown(cell)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={header[index]} ta="right">
                        {shown(cell)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
