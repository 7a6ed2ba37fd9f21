import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { SeriesLegend, SeriesPatterns, seriesFill, usePatternPrefix, useValueAxis } from './chart-parts.tsx';

/**
 * The back office's bar charts (payments per day by method, sales per project, the race): one bar per label,
 * the series stacked, each in its colour and pattern (chart-parts.tsx). Loaded lazily and drawn from the library's parts (bars, axes), as the race's charts are
 * (docs/decisions/0031), so the chart library stays out of every page's own chunk; the legend is ours (the
 * library's costs more than the bars). A picture: the caller puts its text alternative (a summary and a table)
 * beside it.
 */
export default function StackedBars({
  height,
  labels,
  series,
}: {
  height: number;
  labels: readonly string[];
  series: readonly { label: string; data: readonly number[] }[];
}) {
  const prefix = usePatternPrefix();
  const yAxis = useValueAxis();
  return (
    <>
      <ChartsContainer
        height={height}
        yAxis={yAxis}
        xAxis={[{ scaleType: 'band', data: [...labels] }]}
        series={series.map((one, index) => ({
          type: 'bar',
          data: [...one.data],
          label: one.label,
          stack: 'all',
          color: seriesFill(prefix, index),
        }))}
      >
        <SeriesPatterns prefix={prefix} count={series.length} />
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsContainer>
      {series.length > 1 ? <SeriesLegend labels={series.map((one) => one.label)} swatch="square" /> : null}
    </>
  );
}
