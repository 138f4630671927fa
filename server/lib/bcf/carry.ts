import { pngAspect } from './guid';
import type { BcfComponent, BcfComponents, BcfTopic, BcfVisInfo, BcfWriteVersion } from './model';

const ifcGuid = /^[0-9A-Za-z_$]{22}$/;
const hex = /^[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/;
const component = (c: BcfComponent): BcfComponent => ({
  ...c,
  ifcGuid: c.ifcGuid && ifcGuid.test(c.ifcGuid) ? c.ifcGuid : null,
});

function components(c: BcfComponents, version: BcfWriteVersion): BcfComponents {
  const vis =
    c.visibility ??
    (version === '2.1' ? { defaultVisibility: true, exceptions: [], viewSetupHints: null } : null);
  return {
    selection: c.selection.map(component),
    visibility: vis && { ...vis, exceptions: vis.exceptions.map(component) },
    coloring: c.coloring
      .filter((k) => k.components.length > 0 && hex.test(k.color))
      .map((k) => ({ color: k.color.toUpperCase(), components: k.components.map(component) })),
  };
}

function visInfo(v: BcfVisInfo, version: BcfWriteVersion, aspect: number): BcfVisInfo {
  const is30 = version === '3.0';
  const ratio = (a: number | null) => (is30 ? (a && a > 0 ? a : aspect) : null);
  const p = v.perspectiveCamera && {
    ...v.perspectiveCamera,
    fieldOfView: is30
      ? Math.min(179.9, Math.max(0.1, v.perspectiveCamera.fieldOfView))
      : Math.min(60, Math.max(45, v.perspectiveCamera.fieldOfView)),
    aspectRatio: ratio(v.perspectiveCamera.aspectRatio),
  };
  const o = v.orthogonalCamera && {
    ...v.orthogonalCamera,
    aspectRatio: ratio(v.orthogonalCamera.aspectRatio),
  };
  const none = is30 && !p && !o;
  return {
    ...v,
    components: v.components && components(v.components, version),
    orthogonalCamera: is30 && p ? null : o,
    perspectiveCamera: none
      ? {
          viewPoint: [0, 0, 10],
          direction: [0, 0, -1],
          up: [0, 1, 0],
          fieldOfView: 60,
          aspectRatio: aspect,
        }
      : p,
  };
}

const filled = (v: string | null, version: BcfWriteVersion, fallback: string) =>
  v && v.trim() !== '' ? v : version === '3.0' ? fallback : v;

/**
 * What of a topic a BCF 2.1 or 3.0 archive carries: the topic as it reads back after being written
 * in that version (2.1 has no aspect ratio, no document guid or description, no server id, a
 * field of view within 45–60°; 3.0 one camera, required texts filled in; neither keeps 2.0's
 * comment status and replies). Tests compare a round trip with this.
 */
export function carriedBy(
  t: BcfTopic,
  version: BcfWriteVersion,
  fallback = { topicType: 'Issue', topicStatus: 'Open' },
): BcfTopic {
  const is30 = version === '3.0';
  return {
    ...t,
    serverAssignedId: is30 ? t.serverAssignedId : null,
    topicType: is30 ? filled(t.topicType, version, fallback.topicType) : t.topicType,
    topicStatus: is30 ? filled(t.topicStatus, version, fallback.topicStatus) : t.topicStatus,
    title: filled(t.title, version, 'untitled') ?? '',
    creationAuthor: filled(t.creationAuthor, version, 'unknown') ?? '',
    bimSnippet: t.bimSnippet && {
      ...t.bimSnippet,
      snippetType: filled(t.bimSnippet.snippetType, version, 'unknown') ?? '',
      referenceSchema: filled(t.bimSnippet.referenceSchema, version, 'unknown') ?? '',
    },
    documentReferences: t.documentReferences.map((d) => ({
      ...d,
      document: d.document && {
        ...d.document,
        guid: is30 ? d.document.guid : '',
        description: is30 ? d.document.description : null,
      },
    })),
    comments: t.comments.map((c) => {
      const { legacy: _legacy, ...rest } = c;
      return { ...rest, author: filled(c.author, version, 'unknown') ?? '' };
    }),
    viewpoints: t.viewpoints.map((v) => ({
      ...v,
      visInfo:
        v.visInfo &&
        visInfo(v.visInfo, version, (v.snapshot && pngAspect(v.snapshot.bytes)) ?? 1.6),
    })),
  };
}
