import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavorite,
  favoriteKeys,
  getLibraryProduct,
  getMyProduct,
  listFavorites,
  listMyProducts,
  removeFavorite,
  searchLibrary,
} from '@/api/catalogue.api';
import type { FavoriteBody } from '@/api/contract/favorites';
import type { LibraryQuery, MyProductsQuery } from '@/api/contract/products';
import { isEmailVerified, isVerified } from '@/api/contract/user';
import { useCurrentUser } from '@/ui/session/session.hooks';

export const useMyProducts = (q: MyProductsQuery) =>
  useQuery({
    queryKey: ['my-products', q],
    queryFn: ({ signal }) => listMyProducts(q, signal),
    placeholderData: (prev) => prev,
  });
export const useMyProduct = (id: string) =>
  useQuery({ queryKey: ['my-product', id], queryFn: ({ signal }) => getMyProduct(id, signal) });
export const useLibrary = (q: LibraryQuery) =>
  useQuery({
    queryKey: ['library', q],
    queryFn: ({ signal }) => searchLibrary(q, signal),
    placeholderData: (prev) => prev,
  });
export const useLibraryProduct = (id: string) =>
  useQuery({
    queryKey: ['library-product', id],
    queryFn: ({ signal }) => getLibraryProduct(id, signal),
  });
/** Whether the current user may star things (a complete account). */
export function useCanStar(): boolean {
  const user = useCurrentUser();
  return !!user && isEmailVerified(user) && isVerified(user);
}

export const useFavorites = () =>
  useQuery({ queryKey: ['favorites'], queryFn: ({ signal }) => listFavorites(signal) });

/** What I starred, and a toggle for one thing. */
export function useFavoriteToggle(target: FavoriteBody) {
  const enabled = useCanStar();
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: ['favorite-keys'],
    queryFn: ({ signal }) => favoriteKeys(signal),
    enabled,
  });
  const starred = !!keys.data?.some((k) => k.kind === target.kind && k.id === target.id);
  const toggle = useMutation({
    mutationFn: async () => {
      if (starred) await removeFavorite(target);
      else await addFavorite(target);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['favorite-keys'] });
      void client.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
  return { enabled, starred, toggle };
}
