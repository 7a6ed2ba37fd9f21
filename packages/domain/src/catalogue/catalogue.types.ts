/** Wire shapes of the catalogue (docs/decisions/0012). Amounts are decimal strings in the project's currency. */

export type ComplexType = 'abierto' | 'cerrado';
export type ProjectKind = 'lotes' | 'viviendas';

export interface ProjectSummary {
  idProyecto: number;
  idEmpresa: number;
  nombre: string;
  ciudad: string;
  zona: string;
  tipoComplejo: ComplexType;
  tipo: ProjectKind;
  moneda: string;
  /** the lowest initial fee and monthly fee its lots start at */
  cuotaInicialDesde: string;
  cuotaMensualDesde: string;
  lotesLibres: number;
  totalLotes: number;
}

/** GET /proyectos */
export interface ProjectList {
  proyectos: ProjectSummary[];
  pagina: number;
  tamanoPagina: number;
  total: number;
  /** the zones there are, for the filter */
  zonas: string[];
}

export interface LotSummary {
  idLote: number;
  manzano: string;
  numero: string;
  superficie: string;
  precio: string;
  esquina: boolean;
  avenida: boolean;
  estado: 'libre' | 'reservado' | 'vendido';
}

/** GET /proyectos/detalle?idProyecto= : the project and its products (lots, or house models) */
export interface ProjectDetail {
  proyecto: ProjectSummary & { descripcion: string };
  productos: LotSummary[];
  /** spec §9 house terms, for a project of houses, on its lowest price */
  condicionesVivienda: {
    precio: string;
    inicial: string;
    diasSaldoInicial: number;
    financiamientoDirecto: string;
    cuotasFinanciamiento: string[];
    saldoBanco: string;
  } | null;
  /**
   * Present only when `productos` holds the first PROJECT_DETAIL_PRODUCTS_MAX of more (docs/decisions/0051):
   * how many it shows, of how many the project has. Optional on the wire: a client that ignores it still works.
   */
  listaRecortada?: { mostrados: number; total: number };
}

/**
 * GET /proyectos/mapa?idProyecto= : the drawing, compact for phones. Points are "x,y x,y …" in the
 * project's own units (0..ancho × 0..alto). Each lot is
 * [idLote, manzano index, número, estado 0 free / 1 not free, points, area m², price in cents, corner 0/1, avenue 0/1].
 */
export interface ProjectMap {
  idProyecto: number;
  nombre: string;
  moneda: string;
  ancho: number;
  alto: number;
  manzanos: [code: string, points: string][];
  lotes: [
    id: number,
    block: number,
    number: string,
    taken: 0 | 1,
    points: string,
    area: number,
    priceCents: number,
    corner: 0 | 1,
    avenue: 0 | 1,
  ][];
}

/** GET /lotes/detalle?idLote= */
export interface LotDetail extends LotSummary {
  idProyecto: number;
  proyecto: string;
  idEmpresa: number;
  moneda: string;
  /** the plan a simulation starts from (spec §9: 10% initial, 48 months) */
  cuotaInicialSugerida: string;
  plazoSugerido: number;
  plazos: number[];
  /** a house of a project of houses: its 3% initial (may be split) and 5 direct instalments (spec §9) */
  esVivienda: boolean;
  /**
   * How the project is sold (docs/decisions/0028): cash or credit, cash only (no credit configuration
   * assigned), or not configured yet (no configuration found). Older clients ignore it.
   */
  configuracionVenta: 'completa' | 'contado' | 'sin_configuracion';
  /** false for the users configuration keeps from the land button (spec §6); the server refuses them too */
  botonTerreno: boolean;
}
