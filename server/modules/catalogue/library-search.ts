import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../src/api/contract/languages';
import type { LibraryFilters, LibraryPage } from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import { libraryRepository } from './library.repository';
import { toCard, toProducts } from './products.dto';

/**
 * The library's search as one page of cards with the facet counts, through the library cache:
 * what `GET api/library/products` answers and what the server-rendered public pages show.
 */
export function librarySearch(app: FastifyInstance, db: Db) {
  const library = libraryRepository(db);
  return (f: LibraryFilters, lng: Language): Promise<LibraryPage> =>
    app.libraryCache.get(`search:${lng}:${JSON.stringify(f)}`, async () => {
      const { rows, total, facets } = await library.search(f, lng);
      const items = await toProducts(db, rows, lng);
      return {
        items: items.map(toCard),
        total,
        page: f.page,
        per_page: f.per_page,
        facets: facets!,
      };
    });
}
