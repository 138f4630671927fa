import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Cta {
  to: string;
  label: string;
}

/** A landing page's opening: the page's title, a subtitle, a main and a secondary call to action. */
export function LandingHero({
  title,
  subtitle,
  primary,
  secondary,
  testId,
}: {
  title: string;
  subtitle: string;
  primary: Cta;
  secondary: Cta;
  testId: string;
}) {
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }} data-testid={testId}>
        {title}
      </Heading>
      <Text fontSize="xl" color="fg.muted">
        {subtitle}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand" size="lg">
          <Link to={primary.to}>{primary.label}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={secondary.to}>{secondary.label}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

/** A landing page's feature cards, three a row from the medium width. */
export function FeatureCards({
  items,
  mt,
}: {
  items: { key: string; title: ReactNode; body: ReactNode }[];
  mt?: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt={mt}>
      {items.map((f) => (
        <Box key={f.key} borderWidth="1px" borderRadius="card" px="8" py="12" bg="bg.panel">
          <Heading as="h2" size="lg" mb="2">
            {f.title}
          </Heading>
          <Text color="fg.muted">{f.body}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
