import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** First focusable element of every layout: jumps over the navigation to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      position="absolute"
      insetStart="2"
      top="-20"
      zIndex="skipNav"
      bg="bg.panel"
      px="3"
      py="2"
      borderRadius="md"
      _focus={{ top: '2' }}
    >
      {t('shell:skip_to_content')}
    </Link>
  );
}
