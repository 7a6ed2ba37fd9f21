/**
 * Wire shapes of the client network calls (docs/decisions/0009). The tree holds advisers and their
 * clients; every total is kept current as people join and sales land, so a node answers in one read.
 */
export type NetworkNodeKind = 'asesor' | 'cliente';
/** Spec §6: an adviser code is active, inactive, blocked or in an ethics process. */
export type AdviserStatusWire = 'activo' | 'inactivo' | 'bloqueado' | 'etica';

export interface NetworkNode {
  idNodo: number;
  nombre: string;
  /** document number, shown so the adviser recognises the person; only ever of the caller's own subtree */
  documento: string;
  tipo: NetworkNodeKind;
  codigoAsesor: string | null;
  estadoAsesor: AdviserStatusWire | null;
  /** levels below the caller (0 = the caller) */
  nivel: number;
  /** people directly below */
  directos: number;
  /** everyone below, at any depth */
  personasDebajo: number;
  /** products this person sold */
  ventasPropias: number;
  /** products sold by this person and everyone below */
  ventasRed: number;
  /** YYYY-MM-DD */
  fechaIngreso: string;
}

/** GET /api/red/clientes?nodo=&pagina= — a node and one page of the people directly below it. */
export interface NetworkLevel {
  nodo: NetworkNode;
  /** from the caller down to the node's sponsor, to show where the node sits */
  camino: { idNodo: number; nombre: string }[];
  hijos: NetworkNode[];
  pagina: number;
  totalHijos: number;
  tamanoPagina: number;
}

/** GET /api/red/clientes/buscar?q= — matches by document number (prefix) or name, in the caller's subtree only. */
export interface NetworkSearchResult {
  resultados: (NetworkNode & { camino: { idNodo: number; nombre: string }[] })[];
  /** more matched than are shown */
  masResultados: boolean;
}
