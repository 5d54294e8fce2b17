import { Card, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ReservationFormValues } from '../reservationForm';

/** Who is coming: the guest's name, e-mail and phone. */
export function GuestFields({ form }: { form: UseFormReturnType<ReservationFormValues> }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('booking.guestSection')}
        </Title>
        <TextInput label={t('booking.fields.fullName')} autoComplete="name" required {...form.getInputProps('guestName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="email" label={t('booking.fields.email')} autoComplete="email" required {...form.getInputProps('guestEmail')} />
          <TextInput type="tel" label={t('booking.fields.phone')} autoComplete="tel" required {...form.getInputProps('guestPhone')} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
