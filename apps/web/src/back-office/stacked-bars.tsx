import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

/**
 * The back office's bar charts (payments per day by method, sales per project, the race): one bar per label,
 * the series stacked. Loaded lazily and drawn from the library's parts (bars, axes), as the race's charts are
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
  const { palette } = useTheme();
  const colors = [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
  ];
  const colorOf = (index: number) => colors[index % colors.length]!;
  return (
    <>
      <ChartsContainer
        height={height}
        xAxis={[{ scaleType: 'band', data: [...labels] }]}
        series={series.map((one, index) => ({
          type: 'bar',
          data: [...one.data],
          label: one.label,
          stack: 'all',
          color: colorOf(index),
        }))}
      >
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsContainer>
      {series.length > 1 ? (
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          {series.map((one, index) => (
            <Stack key={one.label} direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
              <Box component="span" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colorOf(index) }} />
              <Typography variant="body2">{one.label}</Typography>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
