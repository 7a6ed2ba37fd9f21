import { describe, expect, it } from 'vitest';
import { PROCEDURE_DETAIL_MAX_LENGTH, PROCEDURE_DETAIL_MIN_LENGTH } from './procedure.rules.ts';
import { procedureStateChangeSchema, startProcedureSchema } from './procedure.schemas.ts';

/** The first refusal: its field and catalogue key, as the page shows it next to the field. */
const refusal = (body: unknown) => {
  const result = startProcedureSchema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: issue.path.join('.'), key: issue.message };
};

describe('starting a procedure: the fields (docs/decisions/0014)', () => {
  const detail = (length: number) => 'x'.repeat(length);

  it(`takes a detail of ${PROCEDURE_DETAIL_MIN_LENGTH} to ${PROCEDURE_DETAIL_MAX_LENGTH} characters, spaces around it not counted`, () => {
    const body = { tipo: 'correccion_datos' };
    expect(refusal({ ...body, detalle: detail(PROCEDURE_DETAIL_MIN_LENGTH - 1) })).toEqual({
      field: 'detalle',
      key: 'procedures.detailTooShort',
    });
    expect(refusal({ ...body, detalle: `   ${detail(PROCEDURE_DETAIL_MIN_LENGTH - 1)}   ` })?.key).toBe(
      'procedures.detailTooShort',
    );
    expect(refusal({ ...body, detalle: detail(PROCEDURE_DETAIL_MIN_LENGTH) })).toBeNull();
    expect(refusal({ ...body, detalle: detail(PROCEDURE_DETAIL_MAX_LENGTH) })).toBeNull();
    expect(refusal({ ...body, detalle: detail(PROCEDURE_DETAIL_MAX_LENGTH + 1) })?.key).toBe(
      'procedures.detailTooLong',
    );
  });

  it('asks for a product, at its field, for a kind about one; a data correction goes without', () => {
    const text = 'Necesito un certificado de pagos al día.';
    expect(refusal({ tipo: 'solicitud_documento', detalle: text })).toEqual({
      field: 'idProducto',
      key: 'procedures.productRequired',
    });
    expect(refusal({ tipo: 'solicitud_documento', idProducto: null, detalle: text })?.field).toBe('idProducto');
    expect(refusal({ tipo: 'solicitud_documento', idProducto: 1, detalle: text })).toBeNull();
    expect(refusal({ tipo: 'correccion_datos', idProducto: null, detalle: text })).toBeNull();
  });

  it('knows only the kinds on the list', () => {
    expect(refusal({ tipo: 'document_request', detalle: detail(30) })).toEqual({
      field: 'tipo',
      key: 'procedures.kindInvalid',
    });
  });

  it('lets the back office name only known states, and leave the note out', () => {
    expect(procedureStateChangeSchema.parse({ idTramite: '3', estado: 'resuelto' })).toEqual({
      idTramite: 3,
      estado: 'resuelto',
      nota: '',
    });
    expect(procedureStateChangeSchema.safeParse({ idTramite: 3, estado: 'resolved' }).error?.issues[0]?.message).toBe(
      'procedures.stateInvalid',
    );
  });
});
