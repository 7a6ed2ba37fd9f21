import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

const BOLIVIA = 1;
const ARGENTINA = 2;
const SANTA_CRUZ = 1003;
const COCHABAMBA = 1004;

describe('the mandatory profile update', () => {
  const t = useTestApp();
  let firstSteps: string;
  let customer: string;
  beforeAll(async () => {
    firstSteps = await loginAs(t.call, DEMO.firstSteps.user, DEMO.firstSteps.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const update = (body: object, lang = 'en', token = firstSteps) =>
    t.send(profileEndpoints.updateContactData, body, { token, lang });
  const valid = { correo: 'sofia@example.com', paisId: BOLIVIA, ciudadId: SANTA_CRUZ, telefono: '+591-77890123' };

  it('is pending for the first-steps customer and done for the others', async () => {
    const pending = await t.send(profileEndpoints.contactData, undefined, { token: firstSteps });
    expect(pending.data).toMatchObject({
      actualizacionRealizada: false,
      correo: 'sofia.ribera@example.com',
      paisId: null,
    });
    const done = await t.send(profileEndpoints.contactData, undefined, { token: customer });
    expect(done.data).toMatchObject({
      actualizacionRealizada: true,
      paisId: BOLIVIA,
      ciudadId: SANTA_CRUZ,
      prefijo: '+591',
    });
  });

  it('lists real countries with their prefixes and the cities of the one asked for', async () => {
    const countries = await t.send(profileEndpoints.countries, undefined, { token: firstSteps });
    expect(countries.data).toEqual(
      expect.arrayContaining([{ idpais: BOLIVIA, nombre: 'Bolivia', PrefijoTelefono: '591' }]),
    );
    expect(countries.data.map((c: { nombre: string }) => c.nombre)).toEqual(
      expect.arrayContaining(['Argentina', 'Brasil', 'Chile', 'Paraguay', 'Perú']),
    );
    const cities = await t.send(profileEndpoints.cities, { pais: BOLIVIA }, { token: firstSteps });
    const names = cities.data.map((c: { nombre: string }) => c.nombre);
    expect(names).toEqual(expect.arrayContaining(['La Paz', 'Santa Cruz de la Sierra', 'Cochabamba', 'Tarija']));
    expect(names).not.toContain('Buenos Aires');
    expect((await t.send(profileEndpoints.cities, { pais: 999 }, { token: firstSteps })).data).toEqual([]);
    expect((await t.send(profileEndpoints.cities, { pais: 'abc' }, { token: firstSteps })).status).toBe(1);
  });

  it.each([
    ['en', { correo: 'not-an-email' }, 'The email is not valid'],
    ['es', { correo: '' }, 'El correo es obligatorio'],
    ['pt', { paisId: 0 }, 'Você deve selecionar seu país de residência'],
    ['en', { ciudadId: 0 }, 'You must select your city of residence'],
    ['es', { telefono: '+591-7789O123' }, 'El número de celular solo debe contener números'],
    ['en', { telefono: '+591-1234' }, 'The cell phone number must have between 5 and 10 digits.'],
    ['pt', { telefono: '+591-12345678901' }, 'O número de celular deve ter entre 5 e 10 dígitos.'],
    ['en', { telefono: '' }, 'Cell phone number is required'],
    // Digits are digits: what is missing is the "+prefix-" of the wire form (spec §7).
    ['en', { telefono: '77890123' }, 'Send the phone with its country prefix, as +591-71234567.'],
    ['pt', { telefono: '591-77890123' }, 'Envie o telefone com o prefixo do país, como +591-71234567.'],
    [
      'es',
      { paisId: ARGENTINA, ciudadId: SANTA_CRUZ },
      'Esa ciudad no pertenece al país elegido. Elija nuevamente su ciudad.',
    ],
  ])('refuses (%s) %j with its message and changes nothing', async (lang, change, message) => {
    const answer = await update({ ...valid, ...change }, lang);
    expect(answer).toMatchObject({ status: 1, message });
    const after = await t.send(profileEndpoints.contactData, undefined, { token: firstSteps });
    expect(after.data.actualizacionRealizada).toBe(false);
  });

  it('names the refused field so the page can show the message next to it', async () => {
    expect((await update({ ...valid, telefono: '+591-12' })).data).toEqual({ campo: 'telefono' });
  });

  it('accepts 5 and 10 digits, saves, and is then done; a city not listed (-1) is kept as such', async () => {
    expect((await update({ ...valid, telefono: '+591-12345' })).status).toBe(0);
    const saved = await update({ ...valid, ciudadId: COCHABAMBA, telefono: '+591-1234567890' }, 'es');
    expect(saved).toMatchObject({ status: 0, message: 'Sus datos fueron actualizados.' });
    expect(saved.data).toMatchObject({ actualizacionRealizada: true, ciudadId: COCHABAMBA, telefono: '1234567890' });
    const notListed = await update({ ...valid, ciudadId: -1 });
    expect(notListed.data).toMatchObject({ ciudadId: 0, actualizacionRealizada: true, prefijo: '+591' });
    const page = await t.send(profileEndpoints.profile, undefined, { token: firstSteps });
    expect(page.data).toMatchObject({
      correo: 'sofia@example.com',
      telefono: '+591-77890123',
      pais: 'Bolivia',
      ciudad: null,
    });
  });
});

describe('the profile page', () => {
  const t = useTestApp();

  it('shows each person their own data, currency and secure-password state', async () => {
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const page = await t.send(profileEndpoints.profile, { ci: '2000001' }, { token: customer });
    expect(page.data).toMatchObject({
      ci: '1000001',
      nombreUsuario: 'María Fernanda Rojas Vaca',
      ciudad: 'Santa Cruz de la Sierra',
      moneda: 'USD',
      diasCambioSeguro: null,
      factura: true,
    });
    const adviser2 = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    const adviserPage = await t.send(profileEndpoints.profile, undefined, { token: adviser2 });
    expect(adviserPage.data).toMatchObject({ ci: '2000002', diasCambioSeguro: 10, factura: false });
  });
});
