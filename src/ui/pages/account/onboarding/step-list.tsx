import { Box, Circle, HStack, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import type { Step } from '@/machines/onboarding-steps';

/** Where the person is in the onboarding: done, current (aria-current="step"), to come. */
export function StepList({ steps, current }: { steps: Step[]; current: number }) {
  const { t } = useTranslation();
  return (
    <List.Root
      as="ol"
      listStyle="none"
      display="flex"
      gap="4"
      flexWrap="wrap"
      aria-label={t('account:onboarding.progress')}
    >
      {steps.map((s, i) => {
        const done = i < current;
        const here = i === current;
        return (
          <List.Item key={s.id} aria-current={here ? 'step' : undefined}>
            <HStack gap="2">
              <Circle
                size="7"
                fontSize="sm"
                fontWeight="semibold"
                bg={done || here ? 'brand.solid' : 'bg.muted'}
                color={done || here ? 'brand.contrast' : 'fg.muted'}
              >
                {done ? <LuCheck aria-hidden /> : i + 1}
              </Circle>
              <Text fontWeight={here ? 'semibold' : 'normal'} color={here ? 'fg' : 'fg.muted'}>
                {t(`account:onboarding.steps.${s.id}`)}
                {done && <Box as="span" srOnly>{` (${t('account:onboarding.step_done')})`}</Box>}
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
