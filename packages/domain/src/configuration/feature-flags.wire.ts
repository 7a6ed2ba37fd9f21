import { z } from 'zod';
import type { FeatureFlags } from './feature-flag-config.ts';

/** The flags in force, as the web (and the native app, should it ask) reads them: GET configuracion/funciones. */
export const featureFlagsAnswer = z.object({
  pagosQr: z.boolean(),
  mejoraMembresia: z.boolean(),
  membresiaInternacional: z.boolean(),
  compraMembresiaResort: z.boolean(),
  calificacionesVisibles: z.boolean(),
  modalNovedades: z.boolean(),
  beneficioPorTarjeta: z.boolean(),
  beneficioPorQr: z.boolean(),
  datosFacturaEditables: z.boolean(),
  reservaCabanasEnMenu: z.boolean(),
  filtrosProyectos: z.boolean(),
});
export type FeatureFlagsWire = z.output<typeof featureFlagsAnswer>;

export const featureFlagsWire = (flags: FeatureFlags): FeatureFlagsWire => ({
  pagosQr: flags.qrPayments,
  mejoraMembresia: flags.membershipUpgrade,
  membresiaInternacional: flags.internationalMembership,
  compraMembresiaResort: flags.resortMembershipPurchase,
  calificacionesVisibles: flags.ratingsShown,
  modalNovedades: flags.noveltyModal,
  beneficioPorTarjeta: flags.benefitByCard,
  beneficioPorQr: flags.benefitByQr,
  datosFacturaEditables: flags.invoiceDataEditable,
  reservaCabanasEnMenu: flags.cabinReservationInMenu,
  filtrosProyectos: flags.projectFilterVariant,
});
