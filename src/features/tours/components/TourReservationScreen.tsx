import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  Grid,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LIMITS } from '../../../../contract/common';
import type { Tour, TourPaymentMethod, TourReservation } from '../../../../contract';
import { isApiError } from '../../../lib/api';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { reportApiError } from '../../../lib/formErrors';
import { useCreateTourReservation } from '../api/createTourReservation';
import { useTourById } from '../api/getTourById';
import { bookableRange, isBlank, isValidEmail, MAX_PEOPLE_PER_BOOKING, paymentMethods, tourDateProblem } from '../bookingRules';
import { TourBackLink } from './TourBackLink';
import { TourQueryContent } from './TourQueryContent';
import { pageUrl } from '../../../../contract/pages';

/** /tour-reservation/{id}: the tour booking form, stored through POST /api/tour-reservations. */
export function TourReservationScreen() {
  const { id } = useParams();
  const query = useTourById(id);

  const content = <TourQueryContent query={query}>{(tour) => <TourBooking tour={tour} />}</TourQueryContent>;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <TourBackLink to={id ? pageUrl('tour', id) : pageUrl('tours')} label={query.data ? query.data.tourName : undefined} />
        {content}
      </Stack>
    </Container>
  );
}

interface BookingValues {
  fullName: string;
  email: string;
  phone: string;
  tourDate: string;
  numberOfPeople: number | string;
  specialRequests: string;
  paymentMethod: TourPaymentMethod | '';
  termsAccepted: boolean;
}

function TourBooking({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const navigate = useNavigate();
  const mutation = useCreateTourReservation();
  const [booked, setBooked] = useState<TourReservation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const range = bookableRange(tour);
  const maxPeople = Math.min(tour.participantCount, MAX_PEOPLE_PER_BOOKING);
  const rangeText = {
    start: formatDate(range?.min ?? tour.startDate, language),
    end: formatDate(tour.endDate, language),
  };

  const form = useForm<BookingValues>({
    mode: 'controlled',
    initialValues: {
      fullName: '',
      email: '',
      phone: '',
      tourDate: range?.min ?? '',
      numberOfPeople: 1,
      specialRequests: '',
      paymentMethod: '',
      termsAccepted: false,
    },
    validate: {
      fullName: (value) => (isBlank(value) ? t('tours.booking.errors.fullName') : null),
      email: (value) => (isValidEmail(value) ? null : t('tours.booking.errors.email')),
      phone: (value) => (isBlank(value) ? t('tours.booking.errors.phone') : null),
      tourDate: (value) => {
        const problem = tourDateProblem(value, tour);
        if (problem === 'required') return t('tours.booking.errors.tourDate');
        if (problem === 'past') return t('tours.booking.errors.datePast');
        if (problem === 'outside') return t('tours.booking.errors.dateOutside', rangeText);
        return null;
      },
      numberOfPeople: (value) => {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return t('tours.booking.errors.people');
        if (value > maxPeople) return t('tours.booking.errors.peopleMax', { max: formatNumber(maxPeople, language) });
        return null;
      },
      paymentMethod: (value) => (value ? null : t('tours.booking.errors.payment')),
      termsAccepted: (value) => (value ? null : t('tours.booking.errors.terms')),
    },
  });

  const people = typeof form.values.numberOfPeople === 'number' && form.values.numberOfPeople >= 1 ? form.values.numberOfPeople : 0;
  const total = Math.round(tour.price * people * 100) / 100;

  if (booked) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" ta="center" gap="md">
          <IconCircleCheck size={56} color="var(--mantine-color-teal-7)" aria-hidden />
          <Title order={1}>{t('tours.booking.thankYouTitle')}</Title>
          <Text role="status">
            {t('tours.booking.thankYouMessage', {
              tour: booked.tourName,
              date: formatDate(booked.tourDate, language, 'long'),
              email: booked.email,
            })}
          </Text>
          <Text fw={700}>{t('tours.booking.thankYouTotal', { total: formatMoney(booked.totalAmount, language) })}</Text>
          <Button leftSection={<IconHome size={18} aria-hidden />} onClick={() => void navigate(pageUrl('home'))}>
            {t('tours.booking.goHome')}
          </Button>
        </Stack>
      </Card>
    );
  }

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    mutation.mutate(
      {
        tourId: tour.id,
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        tourDate: values.tourDate,
        numberOfPeople: Number(values.numberOfPeople),
        specialRequests: values.specialRequests.trim() || null,
        paymentMethod: values.paymentMethod as TourPaymentMethod,
        termsAccepted: true,
      },
      {
        onSuccess: (reservation) => {
          setBooked(reservation);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          const groupFull = isApiError(error) && error.status === 409;
          const fallback = t('tours.booking.errors.submit');
          const report = reportApiError(error, {
            form,
            fallback,
            notify: false,
          });
          const message = groupFull ? t('tours.booking.errors.groupFull') : report.message;
          if (groupFull) form.setFieldError('tourDate', message);
          setRefusal(message);
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('tours.booking.title')}</Title>
        <Text c="dimmed">{tour.tourName}</Text>
      </div>
      {!range && (
        <Alert color="orange" role="alert">
          {t('tours.booking.closed')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
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
                  <TextInput
                    label={t('tours.booking.tourDate')}
                    type="date"
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
                  <NumberInput
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
                <Radio.Group label={t('tours.booking.paymentMethod')} required {...form.getInputProps('paymentMethod')}>
                  <Group mt="xs" gap="lg">
                    {paymentMethods.map((method) => (
                      <Radio key={method} value={method} label={t(`tours.booking.payment.${method}`)} />
                    ))}
                  </Group>
                </Radio.Group>
                <Checkbox label={t('tours.booking.terms')} {...form.getInputProps('termsAccepted', { type: 'checkbox' })} />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" padding="lg" component="aside" aria-label={t('tours.booking.total')}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('tours.booking.total')}
                </Text>
                <Text fw={700} size="xl" c="lake.8" aria-live="polite" data-testid="tour-total">
                  {formatMoney(total, language)} {t('common.currency')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('tours.booking.totalBreakdown', {
                    price: formatMoney(tour.price, language),
                    people: formatNumber(people, language),
                  })}
                </Text>
                {refusal && (
                  <Alert color="red" role="alert">
                    {refusal}
                  </Alert>
                )}
                <Button type="submit" size="md" fullWidth loading={mutation.isPending} disabled={!range}>
                  {t('tours.booking.submit')}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
