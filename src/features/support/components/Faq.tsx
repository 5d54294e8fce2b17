import '@mantine/core/styles/Accordion.css';
import { Accordion, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const topics = ['reservation', 'cancellation', 'payment'] as const;

/** FAQ accordion: reservation, cancellation (free up to 24 hours before), payment (card, bank transfer). */
export function Faq() {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} size="h3" mb="md">
        {t('support.faq.title')}
      </Title>
      <Accordion variant="separated" radius="md">
        {topics.map((topic) => (
          <Accordion.Item key={topic} value={topic}>
            <Accordion.Control>{t(`support.faq.${topic}Question`)}</Accordion.Control>
            <Accordion.Panel>{t(`support.faq.${topic}Answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
