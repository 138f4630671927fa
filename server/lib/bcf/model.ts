import type { bcfNoteCodes, bcfRefusalReasons } from '../../../src/api/contract/viewer';

/**
 * Everything a BCF 2.0, 2.1 or 3.0 archive can carry, in one version-neutral shape. Readers fill it,
 * writers write it, storage keeps it: an unchanged import exports as an equivalent archive.
 */
export type Vec3 = [number, number, number];

export type BcfVersion = '2.0' | '2.1' | '3.0';
export type BcfWriteVersion = '2.1' | '3.0';

export type BcfComponent = {
  ifcGuid: string | null;
  originatingSystem: string | null;
  authoringToolId: string | null;
};

export type BcfViewSetupHints = {
  spacesVisible: boolean | null;
  spaceBoundariesVisible: boolean | null;
  openingsVisible: boolean | null;
};

export type BcfComponents = {
  selection: BcfComponent[];
  /** null when the archive has no Visibility element (3.0 then means: nothing visible by default). */
  visibility: {
    defaultVisibility: boolean;
    exceptions: BcfComponent[];
    viewSetupHints: BcfViewSetupHints | null;
  } | null;
  coloring: { color: string; components: BcfComponent[] }[];
};

export type BcfCameraBase = {
  viewPoint: Vec3;
  direction: Vec3;
  up: Vec3;
  aspectRatio: number | null;
};
export type BcfPerspectiveCamera = BcfCameraBase & { fieldOfView: number };
export type BcfOrthogonalCamera = BcfCameraBase & { viewToWorldScale: number };

export type BcfBitmap = {
  format: 'png' | 'jpg';
  /** Path of the image, relative to the topic folder. */
  reference: string;
  location: Vec3;
  normal: Vec3;
  up: Vec3;
  height: number;
};

/** A viewpoint file (VisualizationInfo). */
export type BcfVisInfo = {
  guid: string;
  components: BcfComponents | null;
  orthogonalCamera: BcfOrthogonalCamera | null;
  perspectiveCamera: BcfPerspectiveCamera | null;
  lines: { start: Vec3; end: Vec3 }[];
  clippingPlanes: { location: Vec3; direction: Vec3 }[];
  bitmaps: BcfBitmap[];
};

export type BcfSnapshot = { format: 'png' | 'jpg'; bytes: Uint8Array };

/** A topic's viewpoint: its markup entry, its visualization and its snapshot. */
export type BcfViewpoint = {
  guid: string;
  index: number | null;
  visInfo: BcfVisInfo | null;
  snapshot: BcfSnapshot | null;
};

export type BcfComment = {
  guid: string;
  date: string;
  author: string;
  comment: string | null;
  viewpointGuid: string | null;
  modifiedDate: string | null;
  modifiedAuthor: string | null;
  /** BCF 2.0 only (kept, but 2.1 and 3.0 have no place for them). */
  legacy?: { verbalStatus: string | null; status: string | null; replyToComment: string | null };
};

export type BcfHeaderFile = {
  filename: string | null;
  date: string | null;
  reference: string | null;
  ifcProject: string | null;
  ifcSpatialStructureElement: string | null;
  isExternal: boolean;
};

/** A document a topic points to: a URL, or a file carried in the archive. */
export type BcfDocumentReference = {
  guid: string;
  description: string | null;
  /** The URL of an external document (or the unresolved path of a missing internal one). */
  url: string | null;
  document: {
    guid: string;
    filename: string;
    description: string | null;
    bytes: Uint8Array;
  } | null;
};

export type BcfBimSnippet = {
  snippetType: string;
  isExternal: boolean;
  reference: string;
  referenceSchema: string;
  /** The snippet's content when it is carried in the archive. */
  bytes: Uint8Array | null;
};

export type BcfTopic = {
  guid: string;
  serverAssignedId: string | null;
  topicType: string | null;
  topicStatus: string | null;
  referenceLinks: string[];
  title: string;
  priority: string | null;
  index: number | null;
  labels: string[];
  creationDate: string;
  creationAuthor: string;
  modifiedDate: string | null;
  modifiedAuthor: string | null;
  dueDate: string | null;
  assignedTo: string | null;
  stage: string | null;
  description: string | null;
  bimSnippet: BcfBimSnippet | null;
  documentReferences: BcfDocumentReference[];
  relatedTopics: string[];
  headerFiles: BcfHeaderFile[];
  comments: BcfComment[];
  viewpoints: BcfViewpoint[];
  /** Files the viewpoints' bitmaps point to, by their path relative to the topic folder. */
  bitmapFiles: Record<string, Uint8Array>;
};

/** Why a topic folder of an archive was not imported. */
export type BcfRefusalReason = (typeof bcfRefusalReasons)[number];

/** Something of a topic the archive had and the import could not keep. */
export type BcfNoteCode = (typeof bcfNoteCodes)[number];

export type BcfNote = { topicGuid: string; code: BcfNoteCode; detail: string };

export type BcfArchive = {
  version: BcfVersion;
  project: { projectId: string | null; name: string | null } | null;
  topics: BcfTopic[];
  refused: { folder: string; guid: string | null; reason: BcfRefusalReason }[];
  notes: BcfNote[];
};
