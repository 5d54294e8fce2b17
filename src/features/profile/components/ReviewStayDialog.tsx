import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyReservation } from '../../../../contract';
import { LIMITS } from '../../../../contract/common';
import { canReviewStay } from '../../../../contract/review';
import { vanToday } from '../../../../contract/time';
import { formatDate, formatNumber } from '../../../lib/format';
import { reportApiError } from '../../../lib/formErrors';
import { useCreateReview } from '../api/createReview';

const RATINGS = [5, 4, 3, 2, 1] as const;

interface ReviewForm {
  rating: string;
  comment: string;
}

export interface ReviewStayDialogProps {
  reservation: MyReservation;
  onClose: () => void;
}

/**
 * "Write a review" of one ended stay (POST /api/review/createReview with its reservationId):
 * a rating from 1 to 5 and a comment, both required, the comment at most the contract's
 * LIMITS.text. Once sent it says the review waits for moderation; a refusal (403, 409, ...) is
 * shown in the dialog with the server's message (reportApiError, src/lib/formErrors.ts).
 */
export function ReviewStayDialog({ reservation, onClose }: ReviewStayDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const max = formatNumber(LIMITS.text, language);
  const create = useCreateReview();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<ReviewForm>({
    initialValues: { rating: '', comment: '' },
    validate: {
      rating: (value) => (value ? null : t('profile.review.ratingRequired')),
      comment: (value) => {
        if (!value.trim()) return t('profile.review.commentRequired');
        return value.length > LIMITS.text ? t('profile.review.commentTooLong', { max }) : null;
      },
    },
  });

  const submit = form.onSubmit(({ rating, comment }) => {
    setFailure(null);
    create.mutate(
      { reservationId: reservation.id, hotelId: reservation.hotelId, rating: Number(rating), comment },
      {
        onSuccess: () => setSent(true),
        onError: (error) => setFailure(reportApiError(error, { form, fallback: t('profile.review.failed'), notify: false }).message),
      },
    );
  });

  // Opened from a link (`?review=`) for a stay that cannot be reviewed (any more): say why.
  const refusal = sent ? null : reservation.reviewed ? t('profile.review.alreadyReviewed') : canReviewStay(reservation, vanToday()) ? null : t('profile.review.notYet');

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('profile.review.title', { hotel: reservation.hotelDisplayName ?? reservation.hotelName })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('profile.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.review.stay', { checkIn: formatDate(reservation.checkIn, language), checkOut: formatDate(reservation.checkOut, language) })}
        </Text>
        {sent || refusal ? (
          <>
            <Alert
              color={sent ? 'green' : 'blue'}
              icon={sent ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
              role="status"
            >
              {sent ? t('profile.review.thanks') : refusal}
            </Alert>
            <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
              {t('profile.review.close')}
            </Button>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Radio.Group label={t('profile.review.rating')} withAsterisk {...form.getInputProps('rating')}>
                <Group gap="md" mt="xs">
                  {RATINGS.map((rating) => (
                    <Radio key={rating} value={String(rating)} label={t(`profile.review.ratingLabels.${rating}`, { rating: formatNumber(rating, language) })} />
                  ))}
                </Group>
              </Radio.Group>
              <Textarea
                label={t('profile.review.comment')}
                description={t('profile.review.commentHint', { max })}
                withAsterisk
                autosize
                minRows={4}
                maxRows={10}
                {...form.getInputProps('comment')}
                aria-invalid={form.errors.comment ? true : undefined}
              />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('profile.review.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('profile.review.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
