// A bar chart of one report table (@mantine/charts on Recharts; decision 0019). The table beside it holds the
// same figures for screen readers, keyboards and copying: the chart is a picture of it, named as such.
// The legend's and the tooltip's swatches are Mantine's ColorSwatch, styled by core.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { countTicks, largestValue } from './count-ticks';

export interface ReportChartProps {
  /** The table it pictures, for its accessible name. */
  title: string;
  data: Record<string, string | number | null>[];
  /** The field naming each bar group (the table's first column). */
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  /** The values are counts (people, rejections, whole days): the axis has whole-number ticks. @default false */
  counts?: boolean;
}

export default function ReportChart({ title, data, dataKey, series, counts = false }: ReportChartProps) {
  const ticks = counts
    ? countTicks(
        largestValue(
          data,
          series.map((one) => one.name),
        ),
      )
    : undefined;
  return (
    <div role="img" aria-label={`${title} as a bar chart; the table below has its figures`}>
      <BarChart
        h={220}
        data={data}
        dataKey={dataKey}
        series={series}
        withLegend={series.length > 1}
        tickLine="y"
        gridAxis="y"
        yAxisProps={
          ticks ? { allowDecimals: false, ticks, domain: [0, ticks.at(-1) ?? 1], interval: 0 } : undefined
        }
      />
    </div>
  );
}
