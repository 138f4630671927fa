import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProductFile } from '@/api/contract/products';
import { ifcLoader } from '@/viewer/ifc/ifc-loader';
import { meshLoader } from '@/viewer/mesh/mesh-loader';
import { sharedSource } from '@/viewer/session/model-source';
import { ViewerRoot } from '@/viewer/viewer-root';

/** A product's BIM object in the existing viewer, read-only (before any download). */
export default function ProductModel({ file }: { file: ProductFile }) {
  const [source] = useState(() => sharedSource(file.url));
  const kind = file.format === 'ifc' ? 'ifc' : 'mesh';
  return (
    <Box position="relative" h={{ base: '80', md: '28rem' }} data-testid="product.model">
      <ViewerRoot
        key={file.id}
        kind={kind}
        readOnly
        loader={(session) =>
          kind === 'ifc' ? ifcLoader(session, source) : meshLoader(session, source)
        }
      />
    </Box>
  );
}
