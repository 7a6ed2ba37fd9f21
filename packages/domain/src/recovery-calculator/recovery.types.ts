/** Wire shapes of the recovery calculator, spec §3 and §7 (docs/decisions/0009). Amounts are decimal strings in USD. */

/** GET /api/calculadora/recuperacion/verificar */
export interface RecoveryVerification {
  verificado: boolean;
  porcentajeMaximoMontoReconocido: number;
}

export interface Reversal {
  idVentaRevertida: number;
  idEmpresa: number;
  empresa: string;
  descripcion: string;
  nroContrato: string;
  /** YYYY-MM-DD */
  fechaVenta: string;
  fechaReversion: string;
  moneda: string;
  /** capital the customer had paid when the sale was reversed */
  capitalPagado: string;
  /** the most that can be recognised on a new product */
  montoMaximoReconocido: string;
}

/** POST /api/calculadora/recuperacion/obtener/reversiones {docId} */
export interface ReversalsAnswer {
  datosCliente: { nombre: string; documento: string };
  porcentajeMaximoMontoReconocido: number;
  reversiones: Reversal[];
}

/** POST /api/calculadora/recuperacion/obtener/proyectos {idEmpresa, idVentaRevertida} */
export interface RecoveryProject {
  idProyecto: number;
  nombre: string;
  ciudad: string;
  lotesLibres: number;
}

/** POST /api/calculadora/recuperacion/obtener/productos {idEmpresa, idVentaRevertida, idProyecto} */
export interface RecoveryProduct {
  idLote: number;
  descripcion: string;
  superficie: string;
  moneda: string;
  precio: string;
  /** what the reversal is worth on this lot */
  montoReconocido: string;
  /** price left to pay after the recognised amount */
  saldo: string;
}
