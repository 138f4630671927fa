import { Box, type BoxProps } from '@chakra-ui/react';
import { CARD_WRAPPER } from '../theme/constants';

/** SPEC §9's card wrapper: radius 24 px, 48 px vertical and 32 px horizontal padding. */
export function CardWrapper(props: BoxProps) {
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="card"
      py={`${CARD_WRAPPER.paddingY}px`}
      px={`${CARD_WRAPPER.paddingX}px`}
      boxShadow="sm"
      {...props}
    />
  );
}
