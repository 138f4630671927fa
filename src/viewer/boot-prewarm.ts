import { prewarmIfcWorker } from './ifc/ifc-worker-client';

/** The IFC viewer's route (SPEC §2: /pro/projects/{projectId}/viewer/{fileId}/ifc). */
export const ifcViewerPath = /\/viewer\/[^/]+\/ifc\/?$/;

/**
 * An IFC viewer opened directly (a link, a reload): web-ifc's worker starts loading its script and
 * compiling its wasm before the rest of the app's code runs, not after (main.tsx imports this
 * module first; on a slow machine the app's modules take a second or more to evaluate, and the
 * worker would start only then). A small module: it is in every page's bundle.
 */
if (ifcViewerPath.test(location.pathname)) prewarmIfcWorker();
