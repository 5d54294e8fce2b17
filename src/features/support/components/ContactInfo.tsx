import '@mantine/core/styles/Table.css';
import { ActionIcon, Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../../lib/format';
import { phoneHref, supportContact } from '../../../lib/supportContact';

const socialIcons: Record<string, ReactNode> = {
  Instagram: <IconBrandInstagram size={20} aria-hidden />,
  Facebook: <IconBrandFacebook size={20} aria-hidden />,
  X: <IconBrandX size={20} aria-hidden />,
  YouTube: <IconBrandYoutube size={20} aria-hidden />,
};

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** The support desk's address, phone, email, working hours and social links. */
export function ContactInfo() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { hours } = supportContact;
  const span = (open: string, close: string) => localizeDigits(t('support.info.hoursValue', { open, close }), language);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="support-contact-info">
      <Title order={2} size="h3" mb="md" id="support-contact-info">
        {t('support.info.title')}
      </Title>
      <Stack gap="md">
        <Line icon={<IconMapPin size={20} aria-hidden />} label={t('support.info.address')}>
          <Text>{supportContact.address}</Text>
        </Line>
        <Line icon={<IconPhone size={20} aria-hidden />} label={t('support.info.phone')}>
          <Anchor href={phoneHref(supportContact.phone)} dir="ltr">
            {supportContact.phone}
          </Anchor>
        </Line>
        <Line icon={<IconMail size={20} aria-hidden />} label={t('support.info.email')}>
          <Anchor href={`mailto:${supportContact.email}`}>{supportContact.email}</Anchor>
        </Line>
        <Line icon={<IconClock size={20} aria-hidden />} label={t('support.info.hours')}>
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" fw={500} pe="md">
                  {t('support.info.weekdays')}
                </Table.Th>
                <Table.Td>{span(hours.weekdays.open, hours.weekdays.close)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row" fw={500} pe="md">
                  {t('support.info.saturday')}
                </Table.Th>
                <Table.Td>{span(hours.saturday.open, hours.saturday.close)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row" fw={500} pe="md">
                  {t('support.info.sunday')}
                </Table.Th>
                <Table.Td>{t('support.info.closed')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Line>
        <Line icon={<IconWorld size={20} aria-hidden />} label={t('support.info.social')}>
          <Group gap="xs" mt={4}>
            {supportContact.social.map((link) => (
              <ActionIcon
                key={link.network}
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="lg"
                aria-label={t('support.info.socialLink', { network: link.network })}
              >
                {socialIcons[link.network]}
              </ActionIcon>
            ))}
          </Group>
        </Line>
      </Stack>
    </Paper>
  );
}
