import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { productEditorMachine } from '@/machines/product-editor.machine';
import { apiErrorText } from '@/ui/components/error-text';
import { FormAlert } from '@/ui/forms/form-alert';
import { UploadPanel } from '@/ui/projects/components/upload-panel';

const accept =
  '.png,.jpg,.jpeg,.webp,.ifc,.glb,.gltf,.obj,.rfa,.rvt,.skp,.dwg,.dxf,.pdf,image/png,image/jpeg,image/webp,application/pdf';

/**
 * A saved product's files: the list with removal, and uploads through the tab's upload queue
 * (progress, cancel and retry in its panel); stored files join the list as they arrive.
 */
export function ProductFilesEditor({
  editor,
}: {
  editor: ActorRefFrom<typeof productEditorMachine>;
}) {
  const { t } = useTranslation();
  const files = useSelector(editor, (s) => s.context.product?.files ?? []);
  const removing = useSelector(editor, (s) => s.matches({ files: 'removing' }));
  const error = useSelector(editor, (s) => s.context.fileError);
  return (
    <Stack data-testid="product.files.list">
      <Text fontWeight="semibold">{t('catalogue:files')}</Text>
      <FormAlert message={error ? apiErrorText(t, error) : null} />
      {files.map((f, i) => (
        <HStack key={f.id} justify="space-between" data-testid="product.file" data-name={f.name}>
          <HStack>
            <Text>{f.name}</Text>
            <Badge>{f.format.toUpperCase()}</Badge>
            {f.kind === 'image' && files.findIndex((x) => x.kind === 'image') === i && (
              <Badge colorPalette="blue">{t('catalogue:cover')}</Badge>
            )}
          </HStack>
          <Button
            size="xs"
            variant="ghost"
            disabled={removing}
            onClick={() => editor.send({ type: 'files.remove', fileId: f.id })}
            aria-label={t('catalogue:remove_file', { name: f.name })}
          >
            {t('catalogue:remove')}
          </Button>
        </HStack>
      ))}
      <label>
        <Text fontSize="sm">{t('catalogue:add_files')}</Text>
        <input
          type="file"
          multiple
          accept={accept}
          data-testid="product.files"
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            if (picked.length) editor.send({ type: 'files.add', files: picked });
            e.target.value = '';
          }}
        />
      </label>
      <UploadPanel />
    </Stack>
  );
}
