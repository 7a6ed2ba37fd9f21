/** Wire shapes of the travel race and the best-seller bonus (docs/decisions/0009). Points are whole dollars. */

/** Where an adviser stands in the race's monthly-sales rule (spec §9 grace month). */
export type RaceQualificationWire = 'en_carrera' | 'en_gracia' | 'fuera';
/** Why a race (or a bonus) is lost: spec §6, or the monthly-sales rule. */
export type RaceLossWire = 'inactivo' | 'bloqueado' | 'etica' | 'mes_sin_ventas' | 'gracia_no_cumplida';

export interface RaceRow {
  posicion: number;
  codigoAsesor: string;
  nombre: string;
  puntos: number;
  ventas: number;
}

export interface RaceStanding {
  carrera: { id: string; desde: string; hasta: string; meses: string[] };
  /** GET /api/ranking/carrera?carrera= : the top 40 advisers who keep the race */
  top: RaceRow[];
  propio: {
    /** null while the adviser is outside the top, or out of the race */
    posicion: number | null;
    puntos: number;
    ventas: number;
    calificacion: RaceQualificationWire;
    motivo: RaceLossWire | null;
    /** sales of each month of the race, in order */
    ventasPorMes: number[];
    /** points of the last place of the top (0 while the top is not full) */
    puntosCorte: number;
    /** points still needed to enter the top; 0 inside it */
    distanciaCorte: number;
  };
  /** the race's points are current up to this instant (ISO) */
  actualizadoEn: string;
}

export interface BestSellerRow {
  posicion: number;
  codigoAsesor: string;
  nombre: string;
  ventas: number;
  /** dollars sold in the month, decimal string */
  monto: string;
  /** dollars of bonus (300.00 in the top 30), decimal string */
  bono: string;
}

/** GET /api/ranking/bono-mejor-vendedor?ciclo=&mes= */
export interface BestSellerStanding {
  ciclos: { id: string; desde: string; hasta: string }[];
  ciclo: string;
  /** YYYY-MM months of the cycle */
  meses: string[];
  mes: string;
  /** the first and last counted day of the month (a cycle may start or end inside one) */
  desde: string;
  hasta: string;
  top: BestSellerRow[];
  propio: { posicion: number | null; ventas: number; monto: string; bono: string; motivo: RaceLossWire | null };
}
