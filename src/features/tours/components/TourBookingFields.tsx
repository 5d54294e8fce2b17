import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Card, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../contract/common';
import { TermsAcceptance } from '../../../components/TermsAcceptance';
import type { Tour } from '../../../../contract';
import { paymentMethods } from '../bookingRules';
import { bookingLimits } from './tourBookingForm';
import type { TourBookingForm } from './tourBookingForm';
import { DateField } from '../../../components/DateField';
import { NumberField } from '../../../components/NumberField';

interface TourBookingFieldsProps {
  form: TourBookingForm;
  tour: Tour;
}

/** The visitor's details, the tour date and group size, special requests, payment method and terms. */
export function TourBookingFields({ form, tour }: TourBookingFieldsProps) {
  const { t, i18n } = useTranslation();
  const { range, maxPeople, rangeText } = bookingLimits(tour, i18n.language);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <TextInput
          label={t('tours.booking.fullName')}
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          {...form.getInputProps('fullName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('tours.booking.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('tours.booking.phone')}
            type="tel"
            autoComplete="tel"
            required
            maxLength={LIMITS.phone}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label={t('tours.booking.tourDate')}
            required
            min={range?.min}
            max={range?.max}
            description={
              range
                ? range.min === range.max
                  ? t('tours.booking.tourDateOnly', { date: rangeText.start })
                  : t('tours.booking.tourDateHint', rangeText)
                : undefined
            }
            {...form.getInputProps('tourDate')}
          />
          <NumberField
            label={t('tours.booking.numberOfPeople')}
            required
            min={1}
            max={maxPeople}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('numberOfPeople')}
          />
        </SimpleGrid>
        <Textarea
          label={t('tours.booking.specialRequests')}
          resize="vertical"
          rows={3}
          maxLength={LIMITS.text}
          {...form.getInputProps('specialRequests')}
        />
        <Radio.Group label={t('tours.booking.paymentMethod')} description={t('tours.booking.noCardOnline')} required {...form.getInputProps('paymentMethod')}>
          <Stack mt="xs" gap="sm">
            {paymentMethods.map((method) => (
              <Radio key={method} value={method} label={t(`tours.booking.payment.${method}`)} description={t(`tours.booking.paymentNext.${method}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <TermsAcceptance {...form.getInputProps('termsAccepted', { type: 'checkbox' })} />
      </Stack>
    </Card>
  );
}
