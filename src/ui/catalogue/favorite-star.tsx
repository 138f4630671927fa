import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import type { FavoriteBody } from '@/api/contract/favorites';
import { useFavoriteToggle } from './queries';

/** Stars a product, a manufacturer or a professional (complete accounts only). */
export function FavoriteStar({ target, name }: { target: FavoriteBody; name: string }) {
  const { t } = useTranslation();
  const { enabled, starred, toggle } = useFavoriteToggle(target);
  if (!enabled) return null;
  return (
    <IconButton
      size="sm"
      variant="ghost"
      aria-pressed={starred}
      aria-label={t(starred ? 'catalogue:unstar' : 'catalogue:star', { name })}
      loading={toggle.isPending}
      onClick={() => toggle.mutate()}
      data-testid="favorite.star"
      color={starred ? 'orange.500' : undefined}
    >
      <LuStar fill={starred ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
