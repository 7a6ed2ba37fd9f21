// Its own module so the lazy chunk holds Spanish only: `@mui/material/locale` exports ~70 languages.
export { esES as muiLocale } from '@mui/material/locale';
