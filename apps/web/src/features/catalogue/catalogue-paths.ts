/** The catalogue's addresses of spec §2, in one place. */
export const PROJECTS_PATH = '/proyectos';
export const SOLD_PRODUCTS_PATH = '/Producto/Vendido';
export const PRERESERVATION_FORM_PATH = '/formprereserva';
export const projectDetailPath = (idProyecto: number, idEmpresa: number) =>
  `/detalle/proyecto/${idProyecto}/${idEmpresa}`;
export const projectFeaturesDetailPath = (idProyecto: number) => `/detalle/proyecto-caracteristicas/${idProyecto}`;
export const mapPath = (idProyecto: number) => `/mapa/proyecto/${idProyecto}`;
export const featuresMapPath = (idProyecto: number) => `/mapa/proyecto_caracteristicas/${idProyecto}`;
export const lotPlanPath = (idLote: number) => `/forma-pago/lote/${idLote}`;

/** The pre-reservation form carries the lot and the plan chosen on the payment-plan page. */
export function prereservationFormPath(plan: {
  idLote: number;
  formaPago: 'contado' | 'credito';
  cuotaInicial?: string;
  plazo?: number | null;
}): string {
  const query = new URLSearchParams({ lote: String(plan.idLote), formaPago: plan.formaPago });
  if (plan.formaPago === 'credito') {
    if (plan.cuotaInicial) query.set('cuotaInicial', plan.cuotaInicial);
    if (plan.plazo) query.set('plazo', String(plan.plazo));
  }
  return `${PRERESERVATION_FORM_PATH}?${query}`;
}
