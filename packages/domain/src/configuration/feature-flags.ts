import type { FeatureFlags } from './feature-flag-config.ts';
import type { FeatureFlagsWire } from './feature-flags.wire.ts';

/*
 * Spec §9's flags as configuration: each deployment starts from DEFAULT_FEATURE_FLAGS (the spec's values) and
 * may turn some on or off with FEATURE_FLAGS="resortMembershipPurchase=on,noveltyModal=off"
 * (docs/decisions/0025). The server reads them on every call that depends on one and tells the web which
 * are on (GET configuracion/funciones), so a flag changes what people see and what the server accepts alike.
 */

const SWITCH_WORDS: Readonly<Record<string, boolean>> = {
  on: true,
  true: true,
  '1': true,
  off: false,
  false: false,
  '0': false,
};

/** `name=on,name=off` → the flags it changes. An unknown name or word is an error: a typo must not pass silently. */
export function parseFeatureFlagSettings(text: string, known: FeatureFlags): Partial<FeatureFlags> {
  const settings: Partial<FeatureFlags> = {};
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', word = ''] = item.split('=').map((part) => part.trim());
    if (!Object.hasOwn(known, name)) throw new Error(`FEATURE_FLAGS: unknown flag "${name}"`);
    const value = SWITCH_WORDS[word.toLowerCase()];
    if (value === undefined) throw new Error(`FEATURE_FLAGS: "${item}" must end in =on or =off`);
    settings[name as keyof FeatureFlags] = value;
  }
  return settings;
}

/** The web decides its menu and routes with the names the server uses (no zod here: the start-up bundle imports it). */
export const featureFlagsOf = (wire: FeatureFlagsWire): FeatureFlags => ({
  qrPayments: wire.pagosQr,
  membershipUpgrade: wire.mejoraMembresia,
  internationalMembership: wire.membresiaInternacional,
  resortMembershipPurchase: wire.compraMembresiaResort,
  ratingsShown: wire.calificacionesVisibles,
  noveltyModal: wire.modalNovedades,
  benefitByCard: wire.beneficioPorTarjeta,
  benefitByQr: wire.beneficioPorQr,
  invoiceDataEditable: wire.datosFacturaEditables,
  cabinReservationInMenu: wire.reservaCabanasEnMenu,
  projectFilterVariant: wire.filtrosProyectos,
});
