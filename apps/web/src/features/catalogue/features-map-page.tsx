import { FeaturesMapPage } from './map-page.tsx';

/** /mapa/proyecto_caracteristicas/{idproyecto}: its own chunk entry, the same page with the features filter. */
export default FeaturesMapPage;
