import { ProjectFeaturesDetailPage } from './project-detail-page.tsx';

/** /detalle/proyecto-caracteristicas/{idproyecto}: the product list with the features filter. */
export default ProjectFeaturesDetailPage;
