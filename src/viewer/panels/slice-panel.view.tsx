import { Button, HStack, Heading, IconButton, Slider, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFlipVertical2, LuTrash2 } from 'react-icons/lu';
import { Vector3 } from 'three';
import type { SlicePlane } from '@/machines/viewer/slice-tool.machine';
import type { Axis } from '@/machines/viewer/viewer-types';
import { addAxisPlane } from '../commands';
import { formatMetres } from '../format';
import { useViewer } from '../session/viewer-context';
import { useSlice, useSliceState } from '../session/viewer-selectors';

const axes: Axis[] = ['x', 'y', 'z'];

/** Add planes (X, Y, Z, on a face), then move (slider or drag in the scene), flip or remove each. */
export function SlicePanel() {
  const { t } = useTranslation('viewer');
  const viewer = useViewer();
  const slice = useSlice();
  const state = useSliceState();
  const planes = slice?.planes ?? [];
  const context = { tools: viewer.tools, session: viewer.session, readOnly: viewer.readOnly };
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        {t('slice.title')}
      </Heading>
      <HStack gap="1" wrap="wrap">
        {axes.map((axis) => (
          <Button
            key={axis}
            size="xs"
            variant="outline"
            data-testid={`viewer.slice.add-${axis}`}
            onClick={() => addAxisPlane(context, axis)}
          >
            {t(`slice.add.${axis}`)}
          </Button>
        ))}
        <Button
          size="xs"
          variant={state === 'picking' ? 'solid' : 'outline'}
          colorPalette={state === 'picking' ? 'blue' : 'gray'}
          data-testid="viewer.slice.add-face"
          onClick={() => viewer.tools.send({ type: 'slice.pickFace' })}
        >
          {t('slice.add.face')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" data-testid="viewer.slice.hint">
        {state === 'picking' ? t('slice.hintFace') : t('slice.hint')}
      </Text>
      {planes.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('slice.list')}>
          {planes.map((p, i) => (
            <PlaneRow key={p.id} plane={p} n={i + 1} />
          ))}
        </Stack>
      )}
      {planes.length > 1 && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => viewer.tools.send({ type: 'slice.clear' })}
        >
          {t('slice.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** The range of offsets along the plane's normal that cross the model. */
function range(plane: SlicePlane, min: Vector3, max: Vector3): [number, number] {
  const n = new Vector3(...plane.normal);
  let lo = Infinity;
  let hi = -Infinity;
  for (let c = 0; c < 8; c++) {
    const p = new Vector3(c & 1 ? max.x : min.x, c & 2 ? max.y : min.y, c & 4 ? max.z : min.z);
    const d = n.dot(p);
    lo = Math.min(lo, d);
    hi = Math.max(hi, d);
  }
  return [lo, hi];
}

function PlaneRow({ plane, n }: { plane: SlicePlane; n: number }) {
  const { t, i18n } = useTranslation('viewer');
  const { tools, session } = useViewer();
  const bounds = session.model?.bounds;
  const [lo, hi] =
    bounds && !bounds.isEmpty()
      ? range(plane, bounds.min, bounds.max)
      : [plane.offset - 1, plane.offset + 1];
  const label = plane.axis ? t(`slice.plane.${plane.axis}`, { n }) : t('slice.plane.face', { n });
  return (
    <Stack as="li" gap="1" data-testid="viewer.slice.item" data-offset={plane.offset.toFixed(3)}>
      <HStack justify="space-between">
        <Text fontSize="sm">{label}</Text>
        <HStack gap="0">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('slice.flip', { name: label })}
            onClick={() => tools.send({ type: 'slice.flip', id: plane.id })}
          >
            <LuFlipVertical2 />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('slice.remove', { name: label })}
            onClick={() => tools.send({ type: 'slice.remove', id: plane.id })}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </HStack>
      <Slider.Root
        size="sm"
        min={lo}
        max={hi}
        step={(hi - lo) / 500 || 0.01}
        value={[Math.min(hi, Math.max(lo, plane.offset))]}
        onValueChange={(d) =>
          tools.send({ type: 'slice.move', id: plane.id, offset: d.value[0] ?? plane.offset })
        }
        aria-label={[t('slice.position', { name: label })]}
        getAriaValueText={(d) => formatMetres(d.value, i18n.resolvedLanguage ?? 'fr')}
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
    </Stack>
  );
}
