import '@mantine/core/styles/Tabs.css';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCreditCard, IconHeart, IconKey, IconLogout, IconReceipt, IconRoute, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TranslationKey } from '../../../lib/i18n';
import { useLogout } from '../../../lib/logout';
import { useSession } from '../../../lib/session';
import { ChangePasswordTab } from './ChangePasswordTab';
import { FavouritesTab } from './FavouritesTab';
import { PaymentsTab } from './PaymentsTab';
import { ProfileInfoTab } from './ProfileInfoTab';
import type { PendingPaymentStep } from './BookingPaymentStep';
import { ReservationsTab } from './ReservationsTab';
import { TourBookingsTab } from './TourBookingsTab';

export const profileTabs = ['info', 'reservations', 'tours', 'favourites', 'payments', 'password'] as const;
export type ProfileTab = (typeof profileTabs)[number];

const tabs: Record<ProfileTab, { label: TranslationKey; icon: ReactNode; Panel: (props: { PendingPayment?: PendingPaymentStep | undefined }) => ReactNode }> = {
  info: { label: 'profile.tabs.info', icon: <IconUser size={16} aria-hidden />, Panel: ProfileInfoTab },
  reservations: { label: 'profile.tabs.reservations', icon: <IconReceipt size={16} aria-hidden />, Panel: ReservationsTab },
  tours: { label: 'profile.tabs.tours', icon: <IconRoute size={16} aria-hidden />, Panel: TourBookingsTab },
  favourites: { label: 'profile.tabs.favourites', icon: <IconHeart size={16} aria-hidden />, Panel: FavouritesTab },
  payments: { label: 'profile.tabs.payments', icon: <IconCreditCard size={16} aria-hidden />, Panel: PaymentsTab },
  password: { label: 'profile.tabs.password', icon: <IconKey size={16} aria-hidden />, Panel: ChangePasswordTab },
};

const isProfileTab = (value: string | null): value is ProfileTab => profileTabs.includes(value as ProfileTab);

/**
 * /profile (logged-in users; the route's guard sends guests to /login): the spec's tabs on the
 * user's real data. The open tab is in the address (`?tab=reservations`), so it survives a
 * reload and can be linked; `?review=<reservationId>` opens the reservations with that stay's
 * review form (docs/urls.md). Only the open tab loads its data. `PendingPayment` (the app's
 * bank details and receipt upload) is offered under a pending stay or tour booking.
 */
export function ProfileScreen({ PendingPayment }: { PendingPayment?: PendingPaymentStep }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  // `?review=<reservationId>` (an after-stay e-mail's link) opens that stay's review form.
  const active: ProfileTab = searchParams.has('review') ? 'reservations' : isProfileTab(requested) ? requested : 'info';
  const logout = useLogout();

  const select = (value: string | null) => {
    if (!isProfileTab(value)) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('review');
        if (value === 'info') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={1}>{user ? t('profile.greeting', { name: user.name }) : t('screens.profile')}</Title>
            <Text c="dimmed">{t('profile.subtitle')}</Text>
          </div>
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
            {t('profile.logout')}
          </Button>
        </Group>

        <Tabs value={active} onChange={select} keepMounted={false}>
          <Tabs.List aria-label={t('profile.tabsLabel')} mb="lg">
            {profileTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} leftSection={tabs[tab].icon}>
                {t(tabs[tab].label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {profileTabs.map((tab) => {
            const { Panel } = tabs[tab];
            return (
              <Tabs.Panel key={tab} value={tab}>
                <Panel PendingPayment={PendingPayment} />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Stack>
    </Container>
  );
}
