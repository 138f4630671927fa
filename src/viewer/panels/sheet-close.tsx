import { IconButton } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';

/** Closes a panel shown as a sheet over the scene (below 992 px); docked panels have the toolbar. */
export function SheetClose({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={label}
      onClick={onClose}
      hideFrom="lg"
      flexShrink={0}
      data-testid="viewer.sheet.close"
    >
      <LuX />
    </IconButton>
  );
}
