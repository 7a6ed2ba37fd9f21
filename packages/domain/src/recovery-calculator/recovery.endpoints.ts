import { defineEndpoint } from '../endpoint.ts';
import {
  recoveryProductsAnswer,
  recoveryProductsRequest,
  recoveryProjectsAnswer,
  recoveryProjectsRequest,
  recoveryVerificationAnswer,
  reversalsAnswer,
  reversalsRequest,
} from './recovery.wire.ts';

/** The recovery calculator, spec §7's exact paths: verified advisers, customers of their own network only. */
export const recoveryEndpoints = {
  verify: defineEndpoint({
    method: 'GET',
    path: 'calculadora/recuperacion/verificar',
    answer: recoveryVerificationAnswer,
  }),
  reversals: defineEndpoint({
    method: 'POST',
    path: 'calculadora/recuperacion/obtener/reversiones',
    body: reversalsRequest,
    answer: reversalsAnswer,
  }),
  projects: defineEndpoint({
    method: 'POST',
    path: 'calculadora/recuperacion/obtener/proyectos',
    body: recoveryProjectsRequest,
    answer: recoveryProjectsAnswer,
  }),
  products: defineEndpoint({
    method: 'POST',
    path: 'calculadora/recuperacion/obtener/productos',
    body: recoveryProductsRequest,
    answer: recoveryProductsAnswer,
  }),
};
