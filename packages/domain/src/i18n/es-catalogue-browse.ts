import type { CatalogueBrowseCatalogue } from './en-catalogue-browse.ts';

export const esCatalogueBrowse: CatalogueBrowseCatalogue = {
  'projects.planAlt': 'Plano de {{name}}: {{blocks}} manzanos, {{lots}} lotes',
  'projects.filters': 'Filtros',
  'projects.filtersCount': 'Filtros · {{count}}',
  'projects.filtersTitle': 'Filtrar los proyectos',
  'projects.closeFilters': 'Cerrar los filtros',
  'membershipsPage.includes': 'Qué incluye',
  'membershipBenefit.parks': 'Ingreso a los parques de recreación del grupo en Santa Cruz y Samaipata',
  'membershipBenefit.card': 'Carnet de acreditación con QR para el ingreso, en el portal',
  'membershipBenefit.hotel': 'Noches en el hotel asociado del grupo',
  'membershipBenefit.rci': 'Afiliación de viajes RCI al tener pagado el 15%',
  'membershipBenefit.family': 'Para 5 a 12 miembros de una familia',
  'membershipBenefit.company': 'Para 5 a 999 personas de una empresa',
  'membershipBenefit.travelBolivia': 'Viajes dentro de Bolivia a precio de socio',
  'membershipBenefit.travelAbroad': 'Viajes al exterior a precio de socio',
  'membershipBenefit.subscription': 'También como suscripción mensual o anual con tarjeta',
};
