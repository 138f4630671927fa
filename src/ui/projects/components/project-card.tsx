import { Badge, Box, Card, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBuilding } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Project } from '@/api/contract/projects';
import { paths } from '@/ui/app/paths';
import { useLanguage } from '@/ui/i18n/language';
import { formatBytes, formatDate, personName } from '../format';

/** A project as a card: cover, name (the link), status, counts, owner and last change. */
export function ProjectCard({ project: p }: { project: Project }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <Card.Root overflow="hidden" data-testid="project.card" data-name={p.name}>
      <Box h="32" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
        {p.cover_url ? (
          <Image src={p.cover_url} alt="" h="full" w="full" objectFit="cover" />
        ) : (
          <LuBuilding size="40" aria-hidden />
        )}
      </Box>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <ChakraLink asChild fontWeight="semibold" fontSize="lg">
            <Link to={paths.pro.project(p.id)}>{p.name}</Link>
          </ChakraLink>
          <Badge>{t(`projects:status.${p.status}`)}</Badge>
        </HStack>
        {p.description && (
          <Text color="fg.muted" lineClamp={2}>
            {p.description}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('projects:file_count', { count: p.file_count })} · {formatBytes(p.size, locale)} ·{' '}
          {t('projects:member_count', { count: p.member_count })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('projects:owned_by', { name: personName(p.owner) })} ·{' '}
          {t('projects:updated_on', { date: formatDate(p.updated_at, locale) })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
