// A story that types addresses of the API by hand (tooling/tests-call-through-endpoints.test.ts): each line the
// check must find ends with a comment that says so; the other lines must pass.
import { describe, test } from 'vitest';
import { apiCall } from '../support/api.ts';
import { baseURL, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('a story that calls the API by hand', () => {
  test('each way of typing an address', async () => {
    const { page } = browser;
    await fetch(`${baseURL()}/api/user/inicio`, { headers: { agente: '109' } }); // flagged
    await fetch('/api/productos/cliente'); // flagged
    await apiCall('api/user/preferencia/actualizar/lenguaje' as never); // flagged
    await page.route('**/api/pagos/tarjeta', (route) => route.continue()); // flagged
    page.on('request', (request) => request.url().includes("/api/user/login")); // flagged
    const prefix = `${baseURL()}/api`; // flagged
    await fetch(`${prefix}/productos/detalle?idProducto=${1}`);
    const path = `/${'x'}/api/${'y'}`; // flagged
    // What passes: a page of the web the browser opens, a comment naming /api/user/inicio, a route's name.
    await page.goto('/Producto/Vendido');
    await page.goto(`/detalle-productos/${1}`);
    const name = 'GET /api/user/inicio (session check + read)';
    return [path, name];
  });
});
