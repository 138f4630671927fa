import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import type { FavoriteBody } from '@/api/contract/favorites';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { useFavoriteToggle } from './queries';

/**
 * Stars a product, a manufacturer or a professional (complete accounts only: a guest sees none).
 * Never on one's own card.
 */
export function FavoriteStar({ target, name }: { target: FavoriteBody; name: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { enabled, starred, toggle } = useFavoriteToggle(target);
  if (!enabled || (target.kind !== 'product' && target.id === me?.id)) return null;
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
