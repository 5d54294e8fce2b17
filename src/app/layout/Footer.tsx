import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone, IconSailboat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageUrl } from '../../../contract/pages';
import { formatTimeOfDay } from '../../lib/format';
import { phoneHref, supportContact } from '../../lib/supportContact';
import classes from './Layout.module.css';

/** An icon line; `label` replaces the icon for screen readers. */
function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}

/** The legal texts a booking accepts (contract/legal.ts), linked from every screen. */
const LEGAL_PAGES = ['terms', 'privacy', 'cancellationPolicy'] as const;

/** Contact details, working hours (spec section 9) and the legal texts, at the bottom of every screen. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const { address, phone, email, hours } = supportContact;
  // Opening hours in the language's digits and words (fa "۰۹:۰۰ تا ۱۸:۰۰", read right to left), as the contact page writes them.
  const span = ({ open, close }: { open: string; close: string }) =>
    t('footer.hoursValue', { open: formatTimeOfDay(open, i18n.language), close: formatTimeOfDay(close, i18n.language) });
  const iconProps = { size: 18, 'aria-hidden': true, style: { flexShrink: 0, marginTop: 2 } } as const;

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Group gap="xs" c="lake.8">
              <IconSailboat size={24} aria-hidden />
              <Text fw={700} size="lg">
                {t('app.name')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('footer.contactTitle')}
            </Title>
            <Stack gap={6} component="address" className={classes.address}>
              <Line icon={<IconMapPin {...iconProps} />} label={t('footer.addressLabel')}>
                <span lang="tr">{address}</span>
              </Line>
              <Line icon={<IconPhone {...iconProps} />} label={t('footer.phoneLabel')}>
                <Anchor href={phoneHref(phone)} inherit dir="ltr">
                  {phone}
                </Anchor>
              </Line>
              <Line icon={<IconMail {...iconProps} />} label={t('footer.emailLabel')}>
                <Anchor href={`mailto:${email}`} inherit>
                  {email}
                </Anchor>
              </Line>
            </Stack>
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('footer.hoursTitle')}
            </Title>
            <Stack gap={6}>
              {[
                { day: t('footer.weekdays'), time: span(hours.weekdays) },
                { day: t('footer.saturday'), time: span(hours.saturday) },
                { day: t('footer.sunday'), time: t('footer.closed') },
              ].map(({ day, time }) => (
                <Group key={day} gap="xs" wrap="nowrap">
                  <IconClock {...iconProps} />
                  <Text size="sm">
                    {day}: <bdi>{time}</bdi>
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>
        <Group component="nav" aria-label={t('footer.legalTitle')} justify="center" gap="lg" mt="xl">
          {LEGAL_PAGES.map((name) => (
            <Anchor key={name} component={Link} to={pageUrl(name)} size="sm">
              {t(`screens.${name}`)}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt="md" ta="center">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
