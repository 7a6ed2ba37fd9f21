import type { Executor } from '../db/client.ts';
import { blocks, lots, projects } from '../db/schema/index.ts';
import { refreshProjectTotals } from '../features/catalogue/index.ts';
import { layOut } from './catalogue-layout.ts';

interface DemoProject {
  id: number;
  companyId: number;
  name: string;
  city: string;
  zone: string;
  complexType: 'abierto' | 'cerrado';
  kind: 'lots' | 'houses';
  description: string;
  blocks: number;
  perBlock: number;
  /** price of a 300 m² lot (or of the smallest house), cents */
  basePriceCents: number;
  /** one lot in this many is sold already */
  soldEvery: number;
  /** how it is sold (docs/decisions/0028); cash or credit unless said */
  saleTerms?: 'cash-only' | 'unset';
}

/**
 * The demo's catalogue (ARCHITECTURE §9 "projects with blocks and lots"): twelve projects in the
 * group's cities, open and closed, lots and houses; Santa Rita has 2 000 lots (the map's figure).
 */
const DEMO_PROJECTS: DemoProject[] = [
  {
    id: 101,
    companyId: 2,
    name: 'Urbanización Las Palmeras',
    city: 'Santa Cruz de la Sierra',
    zone: 'Norte',
    complexType: 'abierto',
    kind: 'lots',
    description: 'Lotes urbanizados a 10 minutos del cuarto anillo, con áreas verdes y avenida principal asfaltada.',
    blocks: 6,
    perBlock: 20,
    basePriceCents: 1_000_000,
    soldEvery: 7,
  },
  {
    id: 102,
    companyId: 2,
    name: 'Urbanización El Cusi',
    city: 'Warnes',
    zone: 'Warnes',
    complexType: 'cerrado',
    kind: 'lots',
    description: 'Condominio cerrado con portería, piscina y cancha, sobre la carretera al norte.',
    blocks: 4,
    perBlock: 16,
    basePriceCents: 850_000,
    soldEvery: 5,
  },
  {
    id: 103,
    companyId: 3,
    name: 'Condominio Los Tajibos',
    city: 'Santa Cruz de la Sierra',
    zone: 'Equipetrol',
    complexType: 'cerrado',
    kind: 'houses',
    description: 'Viviendas de dos plantas con jardín, en condominio cerrado.',
    blocks: 3,
    perBlock: 8,
    basePriceCents: 9_500_000,
    soldEvery: 4,
  },
  {
    id: 104,
    companyId: 2,
    name: 'Urbanización Santa Rita',
    city: 'Cochabamba',
    zone: 'Sur',
    complexType: 'abierto',
    kind: 'lots',
    description: 'La urbanización más grande del grupo: 2 000 lotes en 40 manzanos.',
    blocks: 40,
    perBlock: 50,
    basePriceCents: 700_000,
    soldEvery: 6,
  },
  {
    id: 105,
    companyId: 2,
    name: 'Urbanización Los Jardines',
    city: 'Santa Cruz de la Sierra',
    zone: 'Sur',
    complexType: 'abierto',
    kind: 'lots',
    description: 'Lotes económicos cerca del nuevo hospital.',
    blocks: 3,
    perBlock: 12,
    basePriceCents: 600_000,
    soldEvery: 3,
  },
  {
    id: 106,
    companyId: 2,
    name: 'Condominio Villa Bonita',
    city: 'Cochabamba',
    zone: 'Norte',
    complexType: 'cerrado',
    kind: 'lots',
    description: 'Condominio cerrado al pie del Tunari.',
    blocks: 2,
    perBlock: 14,
    basePriceCents: 1_400_000,
    soldEvery: 4,
  },
  {
    id: 107,
    companyId: 2,
    name: 'Urbanización El Bosque',
    city: 'Tarija',
    zone: 'Centro',
    complexType: 'abierto',
    kind: 'lots',
    description: 'Entre viñedos, a 15 minutos de la plaza.',
    blocks: 2,
    perBlock: 10,
    basePriceCents: 800_000,
    soldEvery: 5,
  },
  {
    id: 108,
    companyId: 2,
    name: 'Urbanización Las Lomas',
    city: 'Sucre',
    zone: 'Norte',
    complexType: 'abierto',
    kind: 'lots',
    description: 'Con vista a la ciudad blanca.',
    blocks: 2,
    perBlock: 12,
    basePriceCents: 750_000,
    soldEvery: 6,
    // Las Lomas has no credit configuration assigned: cash only (spec §8)
    saleTerms: 'cash-only',
  },
  {
    id: 109,
    companyId: 2,
    name: 'Condominio Puerto Alegre',
    city: 'Trinidad',
    zone: 'Centro',
    complexType: 'cerrado',
    kind: 'lots',
    description: 'Condominio cerrado junto a la laguna.',
    blocks: 2,
    perBlock: 10,
    basePriceCents: 650_000,
    soldEvery: 2,
    // Puerto Alegre is not configured for sale yet: "no configuration found" (spec §8)
    saleTerms: 'unset',
  },
  {
    id: 110,
    companyId: 2,
    name: 'Urbanización San Lorenzo',
    city: 'Tarija',
    zone: 'Sur',
    complexType: 'abierto',
    kind: 'lots',
    description: 'Lotes amplios con agua y luz.',
    blocks: 2,
    perBlock: 8,
    basePriceCents: 550_000,
    soldEvery: 4,
  },
  {
    id: 111,
    companyId: 2,
    name: 'Urbanización Mirador',
    city: 'La Paz',
    zone: 'Sur',
    complexType: 'cerrado',
    kind: 'lots',
    description: 'En la zona sur, con seguridad las 24 horas.',
    blocks: 2,
    perBlock: 10,
    basePriceCents: 1_900_000,
    soldEvery: 3,
  },
  {
    id: 112,
    companyId: 3,
    name: 'Viviendas Altos del Urubó',
    city: 'Santa Cruz de la Sierra',
    zone: 'Urubó',
    complexType: 'cerrado',
    kind: 'houses',
    description: 'Casas de tres dormitorios cruzando el puente del Urubó.',
    blocks: 2,
    perBlock: 6,
    basePriceCents: 12_000_000,
    soldEvery: 5,
  },
];

export async function seedDemoCatalogue(tx: Executor): Promise<void> {
  for (const project of DEMO_PROJECTS) {
    const layout = layOut(project.blocks, project.perBlock);
    await tx.insert(projects).values({
      id: project.id,
      companyId: project.companyId,
      name: project.name,
      city: project.city,
      zone: project.zone,
      complexType: project.complexType,
      kind: project.kind,
      description: project.description,
      ...(project.saleTerms ? { saleTerms: project.saleTerms } : {}),
      mapWidth: layout.width,
      mapHeight: layout.height,
    });
    const blockRows = await tx
      .insert(blocks)
      .values(layout.blocks.map((b) => ({ projectId: project.id, code: b.code, polygon: b.polygon })))
      .returning({ id: blocks.id, code: blocks.code });
    const blockId = new Map(blockRows.map((b) => [b.code, b.id]));
    const rows = layout.lots.map((lot, i) => ({
      projectId: project.id,
      blockId: blockId.get(lot.block)!,
      block: lot.block,
      number: lot.number,
      areaM2: String(lot.areaM2),
      // a bigger lot costs more; a corner or the avenue 10% more
      priceCents: BigInt(
        Math.round((((project.basePriceCents * lot.areaM2) / 300) * (lot.corner || lot.facesAvenue ? 1.1 : 1)) / 100) *
          100,
      ),
      state: (i + 1) % project.soldEvery === 0 ? 'sold' : 'free',
      polygon: lot.polygon,
      corner: lot.corner,
      facesAvenue: lot.facesAvenue,
    }));
    for (let start = 0; start < rows.length; start += 500) await tx.insert(lots).values(rows.slice(start, start + 500));
    await refreshProjectTotals(tx, project.id);
  }
}
