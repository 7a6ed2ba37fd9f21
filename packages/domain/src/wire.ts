/**
 * Inside, English; on the wire, Spanish (ARCHITECTURE §3). A wire map is written once, inside → wire;
 * this turns it around for reading requests, so the two directions cannot disagree.
 */
export function insideFromWire<Inside extends string, Wire extends string>(
  map: Record<Inside, Wire>,
): Record<Wire, Inside> {
  return Object.fromEntries(Object.entries(map).map(([inside, wire]) => [wire, inside])) as Record<Wire, Inside>;
}
