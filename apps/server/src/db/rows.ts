/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer them under `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
