// Its own module so the lazy chunk holds Portuguese only: `@mui/material/locale` exports ~70 languages.
export { ptBR as muiLocale } from '@mui/material/locale';
