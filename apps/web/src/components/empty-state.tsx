import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Picture, type PictureName } from './pictures.tsx';

/** What the person can do next: a page to open, or something the page does (clear its filters). */
export type EmptyStateAction = { label: string; to: string } | { label: string; onClick: () => void };

interface Props {
  picture: PictureName;
  /** one sentence: why there is nothing here */
  text: string;
  action?: EmptyStateAction;
  testId: string;
}

/**
 * A list with nothing in it (docs/decisions/0034): a picture, one sentence and the next step, so an empty page is never
 * a dead end. The sentence is a status (read out when the list empties after a filter).
 */
export function EmptyState({ picture, text, action, testId }: Props) {
  return (
    <Paper
      elevation={0}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
    >
      <Picture name={picture} sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography role="status" sx={{ textAlign: 'center', maxWidth: 480 }}>
        {text}
      </Typography>
      {action ? (
        'to' in action ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={action.to}
            sx={{ minHeight: 44 }}
            data-testid={`${testId}-action`}
          >
            {action.label}
          </Button>
        ) : (
          <Button variant="contained" onClick={action.onClick} sx={{ minHeight: 44 }} data-testid={`${testId}-action`}>
            {action.label}
          </Button>
        )
      ) : null}
    </Paper>
  );
}
