/**
 * A project's drawing: blocks (manzanos) in a grid with streets between them, each block two rows of
 * lots facing opposite streets. Real projects are drawn by surveyors; the demo and the benchmarks
 * generate theirs, in the same stored form (polygons as "x,y x,y …").
 */
export interface LaidOutLot {
  block: string;
  number: string;
  polygon: string;
  corner: boolean;
  facesAvenue: boolean;
  areaM2: number;
}

export interface Layout {
  width: number;
  height: number;
  blocks: { code: string; polygon: string }[];
  lots: LaidOutLot[];
}

const LOT_WIDTH = 12;
const LOT_DEPTH = 30;
const STREET = 14;

const rect = (x: number, y: number, w: number, h: number) => `${x},${y} ${x + w},${y} ${x + w},${y + h} ${x},${y + h}`;

/** `blocks` blocks of `perBlock` lots (even), as square a grid as they fit; the first column faces the avenue. */
export function layOut(blocks: number, perBlock: number): Layout {
  const perRow = Math.ceil(perBlock / 2);
  const blockW = perRow * LOT_WIDTH;
  const blockH = 2 * LOT_DEPTH;
  const columns = Math.ceil(Math.sqrt(blocks * (blockH / blockW)));
  const rows = Math.ceil(blocks / columns);
  const layout: Layout = {
    width: STREET + columns * (blockW + STREET),
    height: STREET + rows * (blockH + STREET),
    blocks: [],
    lots: [],
  };
  for (let b = 0; b < blocks; b++) {
    const code = b < 26 ? String.fromCharCode(65 + b) : `${String.fromCharCode(65 + (b % 26))}${Math.floor(b / 26)}`;
    const x0 = STREET + (b % columns) * (blockW + STREET);
    const y0 = STREET + Math.floor(b / columns) * (blockH + STREET);
    layout.blocks.push({ code, polygon: rect(x0, y0, blockW, blockH) });
    for (let i = 0; i < perBlock; i++) {
      const row = i < perRow ? 0 : 1;
      const col = i % perRow;
      layout.lots.push({
        block: code,
        number: String(i + 1),
        polygon: rect(x0 + col * LOT_WIDTH, y0 + row * LOT_DEPTH, LOT_WIDTH, LOT_DEPTH),
        corner: col === 0 || col === perRow - 1,
        facesAvenue: b % columns === 0,
        // real lots differ a little: 300 to 420 m²
        areaM2: 300 + ((b * 37 + i * 11) % 121),
      });
    }
  }
  return layout;
}
