import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHECK_IN_GUESTS, type FrontDeskStayRow } from '../../../../contract/frontDesk';
import { vanToday } from '../../../../contract/time';
import { formatDate, formatNumber } from '../../../lib/format';
import { validatedSubmit } from '../shared';
import { checkInBody, checkInErrors, emptyGuest, type CheckInFormValues } from './checkInForm';
import { countryOptions } from './countries';
import { GuestRow } from './GuestRow';
import { useCheckIn } from './useFrontDeskActions';

export interface CheckInDialogProps {
  stay: FrontDeskStayRow;
  onClose: () => void;
}

/**
 * Check-in: a row per guest (added and removed), each checked field by field as the Worker checks
 * it (contract/frontDesk.ts); closes on success, keeps what was typed on a refusal.
 */
export function CheckInDialog({ stay, onClose }: CheckInDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useForm<CheckInFormValues>({ mode: 'controlled', initialValues: { guests: [emptyGuest()] } });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const checkIn = useCheckIn(form);
  const validate = (values: CheckInFormValues) =>
    Object.fromEntries(Object.entries(checkInErrors(values, vanToday())).map(([field, key]) => [field, t(key)]));
  const submit = validatedSubmit(form, validate, (values) => checkIn.mutate({ stay, body: checkInBody(values) }, { onSuccess: onClose }));
  const title = t('frontDesk.checkIn.title');
  const guests = form.getValues().guests;
  // On a phone the rows take the whole screen: the fields and the buttons scroll together.
  const phone = useMediaQuery('(max-width: 36em)') === true;

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered fullScreen={phone} closeButtonProps={{ 'aria-label': t('frontDesk.keep') }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>
              <bdi>{stay.guestName}</bdi> · <span dir="ltr">{stay.pnrCode}</span>
            </Text>
            <Text size="sm">
              {formatDate(stay.checkIn, i18n.language)} – {formatDate(stay.checkOut, i18n.language)} · {t('frontDesk.guests', { count: stay.reservationGuests, n: formatNumber(stay.reservationGuests, i18n.language) })}
            </Text>
          </Stack>
          <Text size="sm">{t('frontDesk.checkIn.intro')}</Text>
          {guests.map((guest, index) => (
            <GuestRow
              key={guest.key}
              form={form}
              index={index}
              countries={countries}
              onRemove={guests.length > 1 ? () => form.removeListItem('guests', index) : undefined}
            />
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('guests', emptyGuest())}
            disabled={guests.length >= MAX_CHECK_IN_GUESTS}
          >
            {t('frontDesk.checkIn.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('frontDesk.checkIn.kvkk')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={checkIn.isPending}>
              {t('frontDesk.keep')}
            </Button>
            <Button type="submit" loading={checkIn.isPending}>
              {t('frontDesk.checkIn.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
