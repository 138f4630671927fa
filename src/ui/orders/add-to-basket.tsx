import { Button, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LuShoppingBasket } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Product } from '@/api/contract/products';
import type { BasketItem } from '@/machines/basket.machine';
import { paths } from '@/ui/app/paths';
import { useNotify } from '@/ui/components/use-notify';
import { areaOf } from '@/ui/session/area';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { basketOf } from './basket';

/** What the basket keeps of a library product. */
export const basketItemOf = (p: Product): Omit<BasketItem, 'quantity' | 'note'> => ({
  product_id: p.id,
  name: p.name,
  reference: p.reference,
  unit: p.unit,
  manufacturer: { id: p.manufacturer.id, name: p.manufacturer.company ?? p.manufacturer.name },
  currency: p.currency,
  price_cents: p.on_quote ? null : p.price_cents,
});

/** « Add to basket » on a product, for a signed-in professional; then a link to the basket. */
export function AddToBasket({ product }: { product: Product }) {
  const user = useCurrentUser();
  if (!user || areaOf(user) !== 'pro') return null;
  return <AddToBasketButton product={product} userId={user.id} />;
}

function AddToBasketButton({ product, userId }: { product: Product; userId: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const basket = basketOf(userId);
  const inBasket = useSelector(basket, (s) =>
    s.context.items.find((i) => i.product_id === product.id),
  );
  return (
    <HStack wrap="wrap">
      <Button
        variant="outline"
        data-testid="product.add-to-basket"
        onClick={() => {
          basket.send({ type: 'basket.add', item: basketItemOf(product), quantity: 1 });
          notify.success(t('orders:basket.added', { name: product.name }));
        }}
      >
        <LuShoppingBasket aria-hidden /> {t('orders:basket.add')}
      </Button>
      {inBasket && (
        <ChakraLink asChild data-testid="product.basket-link">
          <Link to={paths.pro.basket}>{t('orders:basket.open')}</Link>
        </ChakraLink>
      )}
    </HStack>
  );
}
