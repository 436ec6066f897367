import type { Db } from '../platform/db.js';
import { seedCatalogueContent } from './catalogue-content.js';
import { seedCatalogue } from './catalogue-seed.js';

/** Issue 5's demo data: the game catalogue, winner board, announcements and banners. */
export async function seedCatalogueDemo(db: Db, merchantCode: string): Promise<void> {
  await seedCatalogue(db, merchantCode);
  await seedCatalogueContent(db, merchantCode);
}
