import type { CatalogueBrowseCatalogue } from './en-catalogue-browse.ts';

export const ptCatalogueBrowse: CatalogueBrowseCatalogue = {
  'projects.planAlt': 'Planta de {{name}}: {{blocks}} quadras, {{lots}} lotes',
  'projects.filters': 'Filtros',
  'projects.filtersCount': 'Filtros · {{count}}',
  'projects.filtersTitle': 'Filtrar os projetos',
  'projects.closeFilters': 'Fechar os filtros',
  'membershipsPage.includes': 'O que inclui',
  'membershipBenefit.parks': 'Entrada nos parques de lazer do grupo em Santa Cruz e Samaipata',
  'membershipBenefit.card': 'Carteira de credenciamento com QR para a entrada, no portal',
  'membershipBenefit.hotel': 'Noites no hotel parceiro do grupo',
  'membershipBenefit.rci': 'Afiliação de viagens RCI ao ter pago 15%',
  'membershipBenefit.family': 'Para 5 a 12 membros de uma família',
  'membershipBenefit.company': 'Para 5 a 999 pessoas de uma empresa',
  'membershipBenefit.travelBolivia': 'Viagens dentro da Bolívia a preço de sócio',
  'membershipBenefit.travelAbroad': 'Viagens ao exterior a preço de sócio',
  'membershipBenefit.subscription': 'Também como assinatura mensal ou anual no cartão',
};
