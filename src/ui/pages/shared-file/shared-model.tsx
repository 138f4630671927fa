import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import type { PublicFile } from '@/api/contract/shares';
import { ifcLoader } from '@/viewer/ifc/ifc-loader';
import { meshLoader } from '@/viewer/mesh/mesh-loader';
import { sharedSource } from '@/viewer/session/model-source';
import { ViewerRoot } from '@/viewer/viewer-root';

/**
 * A shared 3D model (IFC, glTF/GLB, OBJ) in the viewer, read-only: navigation, selection,
 * properties, tree, measures and slice planes, but no annotations, topics or tasks (a link
 * share has no signed-in person to write them). A download link when the share allows it.
 */
export function SharedModel({
  file,
  href,
  canDownload,
}: {
  file: PublicFile;
  href: string;
  canDownload: boolean;
}) {
  const { t } = useTranslation('viewer');
  const [source] = useState(() => sharedSource(href));
  const kind = file.kind === 'ifc' ? 'ifc' : 'mesh';
  return (
    <Box position="relative" h="full" data-testid="shared.model">
      <ViewerRoot
        key={`${file.id}:${file.version}`}
        kind={kind}
        readOnly
        loader={(session) =>
          kind === 'ifc' ? ifcLoader(session, source) : meshLoader(session, source)
        }
      />
      {canDownload && (
        <Button
          asChild
          size="sm"
          variant="outline"
          bg="bg.panel"
          position="absolute"
          bottom="3"
          insetStart="3"
          zIndex="2"
          data-testid="shared.download"
        >
          <a href={href} download={file.name}>
            <LuDownload /> {t('shared.download')}
          </a>
        </Button>
      )}
    </Box>
  );
}
