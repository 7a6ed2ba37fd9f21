import { z } from 'zod';
import { networkLevelQuerySchema, networkSearchQuerySchema } from './network.schemas.ts';
import type { AdviserStatusWire, NetworkLevel, NetworkNode, NetworkSearchResult } from './network.types.ts';

/*
 * The client network's wire (spec §2 /red/clientes, docs/decisions/0009, 0020): Spanish names and the
 * adviser status in Spanish on the wire; inside, the tree's people in English.
 */

/** ?nodo=&pagina=: no node means the caller. */
export const networkLevelRequest = networkLevelQuerySchema.transform((query) => ({
  nodeId: query.nodo,
  page: query.pagina,
}));

export const networkSearchRequest = networkSearchQuerySchema.transform((query) => ({ text: query.q }));

/** Inside: a person of the caller's subtree, with the totals the tree keeps. */
export interface NetworkPerson {
  userId: number;
  fullName: string;
  /** shown so the adviser recognises the person; only ever of the caller's own subtree */
  documentNumber: string;
  kind: 'adviser' | 'client';
  adviserCode: string | null;
  /** active, inactive, blocked, ethics (spec §6) */
  adviserStatus: string | null;
  /** levels below the caller (0 = the caller) */
  level: number;
  directCount: number;
  peopleBelow: number;
  ownSales: number;
  networkSales: number;
  /** YYYY-MM-DD */
  joinedOn: string;
}

/** Inside: one person on the way from the caller down to a node. */
export interface NetworkLink {
  userId: number;
  fullName: string;
}

export interface NetworkLevelView {
  node: NetworkPerson;
  path: NetworkLink[];
  children: NetworkPerson[];
  page: number;
  totalChildren: number;
  pageSize: number;
}

export interface NetworkSearchView {
  found: (NetworkPerson & { path: NetworkLink[] })[];
  /** more matched than are shown */
  more: boolean;
}

const STATUS_WIRE: Record<string, AdviserStatusWire> = {
  active: 'activo',
  inactive: 'inactivo',
  blocked: 'bloqueado',
  ethics: 'etica',
};

const networkNodeFields = {
  idNodo: z.number().int(),
  nombre: z.string(),
  documento: z.string(),
  tipo: z.enum(['asesor', 'cliente']),
  codigoAsesor: z.string().nullable(),
  estadoAsesor: z.enum(['activo', 'inactivo', 'bloqueado', 'etica']).nullable(),
  nivel: z.number().int(),
  directos: z.number().int(),
  personasDebajo: z.number().int(),
  ventasPropias: z.number().int(),
  ventasRed: z.number().int(),
  fechaIngreso: z.string(),
};
const networkNodeAnswer = z.object(networkNodeFields) satisfies z.ZodType<NetworkNode>;
const pathAnswer = z.array(z.object({ idNodo: z.number().int(), nombre: z.string() }));

export const networkLevelAnswer = z.object({
  nodo: networkNodeAnswer,
  camino: pathAnswer,
  hijos: z.array(networkNodeAnswer),
  pagina: z.number().int(),
  totalHijos: z.number().int(),
  tamanoPagina: z.number().int(),
}) satisfies z.ZodType<NetworkLevel>;

export const networkSearchAnswer = z.object({
  resultados: z.array(z.object({ ...networkNodeFields, camino: pathAnswer })),
  masResultados: z.boolean(),
}) satisfies z.ZodType<NetworkSearchResult>;

function networkNodeWire(person: NetworkPerson): NetworkNode {
  return {
    idNodo: person.userId,
    nombre: person.fullName,
    documento: person.documentNumber,
    tipo: person.kind === 'adviser' ? 'asesor' : 'cliente',
    codigoAsesor: person.adviserCode,
    estadoAsesor: person.adviserStatus ? (STATUS_WIRE[person.adviserStatus] ?? null) : null,
    nivel: person.level,
    directos: person.directCount,
    personasDebajo: person.peopleBelow,
    ventasPropias: person.ownSales,
    ventasRed: person.networkSales,
    fechaIngreso: person.joinedOn,
  };
}

const pathWire = (path: NetworkLink[]) => path.map((link) => ({ idNodo: link.userId, nombre: link.fullName }));

export const networkLevelWire = (level: NetworkLevelView): NetworkLevel => ({
  nodo: networkNodeWire(level.node),
  camino: pathWire(level.path),
  hijos: level.children.map(networkNodeWire),
  pagina: level.page,
  totalHijos: level.totalChildren,
  tamanoPagina: level.pageSize,
});

export const networkSearchWire = (search: NetworkSearchView): NetworkSearchResult => ({
  resultados: search.found.map((person) => ({ ...networkNodeWire(person), camino: pathWire(person.path) })),
  masResultados: search.more,
});
