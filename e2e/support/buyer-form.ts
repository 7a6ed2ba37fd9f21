import type { Page } from 'playwright-core';

/** What a buyer's text fields hold by default (spec §3); a story changes what it is about. */
const TEXT: Record<string, string> = {
  nombres: 'Gabriela',
  apellidoPaterno: '',
  apellidoMaterno: 'Soliz',
  nacionalidad: 'Boliviana',
  nroDocumento: '8800001',
  expedidoEn: 'Santa Cruz',
  fechaNacimiento: '1987-07-21',
  celular: '77788899',
  correo: 'gabriela.soliz@example.com',
  direccion: 'Av. Alemana 4to anillo 1200',
  ciudadNacimiento: 'Santa Cruz',
  profesion: 'Ingeniera',
  actividadComercial: 'Construcción',
};

/**
 * Types a buyer's data into any pre-reservation form, as an adviser would: the text fields (empty ones
 * left alone), then document type CI, gender, Bolivia and Santa Cruz once its cities have come.
 */
export async function fillBuyer(page: Page, overrides: Record<string, string> = {}): Promise<void> {
  const values = { ...TEXT, ...overrides };
  for (const [name, value] of Object.entries(values)) {
    if (value) await page.locator(`input[name="${name}"]`).fill(value);
  }
  await page.locator('select[name="tipoDocumento"]').selectOption('1');
  await page.locator('select[name="genero"]').selectOption(overrides.genero ?? 'F');
  await page.locator('select[name="paisResidencia"]').selectOption('1');
  await page.locator('select[name="ciudadResidencia"] option[value="1003"]').waitFor({ state: 'attached' });
  await page.locator('select[name="ciudadResidencia"]').selectOption('1003');
}
