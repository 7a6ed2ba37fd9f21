/**
 * A buyer as the pre-reservation forms send it (spec §3 customer data, with its declarations), valid
 * under every rule of spec §5; each test changes only what it is about.
 */
export function testBuyer(document: string, overrides: Record<string, unknown> = {}) {
  return {
    nombres: 'Carla',
    apellidoPaterno: 'Rojas',
    apellidoMaterno: '',
    nacionalidad: 'Boliviana',
    tipoDocumento: 1,
    nroDocumento: document,
    complemento: '',
    expedidoEn: 'Santa Cruz',
    fechaNacimiento: '1990-05-20',
    genero: 'F',
    paisResidencia: 1,
    ciudadResidencia: 1003,
    celular: '71234567',
    correo: 'carla.rojas@example.com',
    direccion: 'Av. Cristo Redentor 450',
    ciudadNacimiento: 'Santa Cruz',
    profesion: 'Arquitecta',
    actividadComercial: 'Servicios',
    funcionarioPublico: false,
    institucion: '',
    cargo: '',
    ...overrides,
  };
}
