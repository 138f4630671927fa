import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { folders, projectMembers, projects } from '../../db/schema/projects';
import { buildIfc, roomWalls, type WallSpec } from '../../lib/ifc-model-factory';
import { defaultProjectParameters } from '../../../src/api/contract/projects';
import type { Seeder } from '../../seed';
import { fileUploads } from '../files/files.service';
import { storageOrphanage } from '../files/orphans';
import { usersRepository } from '../identity/users.repository';
import { foldersRepository } from './folders.repository';
import { announceProjectListChange, projectListsChanged } from './project-list-cache';
import { projectsRepository } from './projects.repository';

/** The demo building: a room and an office beside it, 200 mm walls, 3 m high (millimetres). */
export const officeWalls = (firstRating: string): WallSpec[] => [
  ...roomWalls(6000, 4500).map((w, i) => ({ ...w, fireRating: i === 0 ? firstRating : 'REI 60' })),
  { name: 'Mur bureau nord', start: [6000, 4300], length: 4000, thickness: 200, height: 3000 },
  {
    name: 'Mur bureau est',
    start: [9900, 200],
    length: 4100,
    thickness: 200,
    height: 3000,
    along: 'y',
  },
  { name: 'Mur bureau sud', start: [6000, 0], length: 4000, thickness: 200, height: 3000 },
];

/**
 * The professional's demo projects, so a newcomer sees a living platform: « Résidence Les
 * Oliviers » (folders, an IFC model made here in two versions, so the viewer, the search and the
 * version compare have something to show; pro2@ as a collaborator) and « Clinique El Bahia ».
 * The model goes through the same upload path as a person's, so it is processed by the model
 * service like any other.
 */
export const seedDemoProjects: Seeder = async ({ config, database, storage, log }) => {
  const db = database.db;
  const users = usersRepository(db);
  const pro = await users.findByEmail('pro@ouvrage.test');
  const pro2 = await users.findByEmail('pro2@ouvrage.test');
  if (!pro) return;
  const [already] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, pro.id), eq(projects.name, 'Résidence Les Oliviers')));
  if (already) return;

  const repo = projectsRepository(db);
  const base = { ownerId: pro.id, parameters: defaultProjectParameters, updatedBy: pro.id };
  const oliviers = await repo.create({
    ...base,
    name: 'Résidence Les Oliviers',
    description: 'Immeuble de 24 logements et bureaux en rez-de-chaussée, Oran.',
    address: 'Boulevard de l’ALN, Oran',
    wilayaId: 31,
    status: 'in_progress',
  });
  await repo.create({
    ...base,
    name: 'Clinique El Bahia',
    description: 'Extension de 40 lits, études d’exécution.',
    wilayaId: 31,
    status: 'planned',
  });
  if (pro2)
    await db
      .insert(projectMembers)
      .values({ projectId: oliviers.id, userId: pro2.id, role: 'editor', invitedBy: pro.id });

  const [root] = await db.select().from(folders).where(eq(folders.projectId, oliviers.id));
  const tree = foldersRepository(db);
  const child = (name: string, parentId: string) =>
    tree.create({ projectId: oliviers.id, parentId, name, createdBy: pro.id });
  const architecture = await child('Architecture', root!.id);
  await child('Structure', root!.id);
  await child('Pièces écrites', root!.id);

  const uploads = fileUploads({
    db,
    storage,
    orphans: storageOrphanage(db, storage, log),
    maxBytes: config.UPLOAD_MAX_BYTES,
  });
  const model = (rating: string) =>
    buildIfc({ project: 'Résidence Les Oliviers', walls: officeWalls(rating), stableIds: true });
  const part = (content: Uint8Array) => ({
    filename: 'Oliviers-ARC.ifc',
    file: Readable.from([Buffer.from(content)]),
  });
  const folder = { id: architecture.id, projectId: oliviers.id };
  const first = await uploads.intoFolder(pro.id, folder, part(await model('REI 30')), {
    on_conflict: 'version',
    discipline: 'architecture',
    comment: 'Esquisse',
  });
  // Version 2 raises the south wall's fire rating: the compare shows that change.
  await uploads.intoFolder(pro.id, folder, part(await model('REI 120')), {
    on_conflict: 'version',
    comment: 'APS : degré coupe-feu du mur sud relevé',
  });
  // Written outside any request: this process's lists and the other processes' are retired.
  projectListsChanged();
  await announceProjectListChange(database);
  log.info({ project: oliviers.name, file: first.fileId }, 'demo projects created');
};
