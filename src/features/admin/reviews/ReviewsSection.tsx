import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import { Badge, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import { useForm } from '@mantine/form';
import { IconFlag, IconMessages, IconStarFilled, IconThumbUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POSITIVE_RATING, ReviewUpdate } from '../../../../contract/review';
import type { Review, ReviewStatus } from '../../../../contract';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StarRating } from '../../../components/StarRating';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { languageInfo } from '../../../lib/i18n';
import {
  contractValidate,
  RowActions,
  SectionForm,
  SectionHeader,
  ServerPagedTable,
  StatCard,
  StatGrid,
  useAdminHotels,
  useSectionMutations,
  useFormMode,
} from '../shared';
import type { Column } from '../shared';
import { deleteReview, getAllReviews, getReviewsPage, reviewAdminKeys, updateReview } from './api';

interface ReviewFormValues {
  rating: number | string;
  comment: string;
  status: ReviewStatus;
  isFlagged: boolean;
}

const EMPTY: ReviewFormValues = { rating: '', comment: '', status: 'PENDING', isFlagged: false };
const STATUSES: ReviewStatus[] = ['APPROVED', 'PENDING', 'REJECTED'];
const STATUS_COLOR: Record<ReviewStatus, string> = { APPROVED: 'teal.9', PENDING: 'yellow', REJECTED: 'red.8' };

/** Spec "Reviews": loading or 'Error: ...'; cards; edit form (rating, comment, status); table. */
export function ReviewsSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = useQuery({ queryKey: reviewAdminKeys.all, queryFn: ({ signal }) => getAllReviews(signal) });
  // The hotels section's call and key: a review names its hotel.
  const hotelNames = new Map((useAdminHotels().data ?? []).map((hotel) => [hotel.id, hotel.hotelName]));
  const form = useForm<ReviewFormValues>({ initialValues: EMPTY });
  const mode = useFormMode(form, EMPTY);
  const validate = contractValidate<ReviewFormValues>(ReviewUpdate, {
    required: t('admin.form.required'),
    toBody: (values) => ({ ...values, rating: values.rating === '' ? undefined : values.rating }),
    messages: { rating: t('admin.reviews.errors.rating') },
  });

  const authorOf = (review: Review) => review.user?.name ?? t('admin.reviews.anonymous');
  // Reviews are only edited (visitors write them): no add mode.
  const { submit, save, confirm } = useSectionMutations<ReviewFormValues, Review>({
    form,
    validate,
    mode,
    save: (values, editingId) => updateReview(editingId!, { ...values, rating: values.rating as number }),
    remove: (review) => deleteReview(review.id),
    invalidate: [reviewAdminKeys.section],
    texts: { updated: t('admin.reviews.updated'), deleted: t('admin.reviews.deleted') },
    subject: 'review',
    nameOf: authorOf,
  });

  if (all.isPending) return <><SectionHeader title={t('admin.sections.reviews')} /><LoadingState /></>;
  if (all.isError) {
    return (
      <>
        <SectionHeader title={t('admin.sections.reviews')} />
        <ErrorState message={t('admin.reviews.loadError', { message: all.error.message })} onRetry={() => void all.refetch()} retrying={all.isFetching} />
      </>
    );
  }

  const reviews = all.data;
  const average = reviews.length ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : 0;

  const columns: Column<Review>[] = [
    {
      key: 'user',
      header: t('admin.reviews.columns.user'),
      render: (review) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} fs={review.user ? undefined : 'italic'}>
            {authorOf(review)}
          </Text>
          {/* Written about a stay of the author's own that has ended (contract/review.ts). */}
          {review.verifiedStay && (
            <Badge size="sm" variant="light" color="green" c="dark.9" tt="none">
              {t('admin.reviews.verifiedStay')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'hotel', header: t('admin.reviews.columns.hotel'), render: (review) => hotelNames.get(review.hotelId ?? '') ?? '–' },
    { key: 'rating', header: t('admin.reviews.columns.rating'), render: (review) => <StarRating rating={review.rating} size={14} /> },
    {
      key: 'comment',
      header: t('admin.reviews.columns.comment'),
      // Typed by visitors: rendered as text (React escapes it), clipped to two lines.
      render: (review) => (
        <Text size="sm" lineClamp={2} maw={360} title={review.comment}>
          {review.comment}
        </Text>
      ),
    },
    { key: 'date', header: t('admin.reviews.columns.date'), render: (review) => formatDateTime(review.createdAt, lang) },
    {
      key: 'status',
      header: t('admin.reviews.columns.status'),
      render: (review) => (
        <Group gap={4} style={{ minWidth: 120 }}>
          <Badge variant="filled" color={STATUS_COLOR[review.status]}>{t(`admin.reviews.statuses.${review.status}`)}</Badge>
          {review.isFlagged && <Badge variant="filled" color="red.8" leftSection={<IconFlag size={12} aria-hidden />}>{t('admin.reviews.flaggedBadge')}</Badge>}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: t('admin.table.actions'),
      actions: true,
      render: (review) => (
        <RowActions
          name={authorOf(review)}
          onEdit={() => mode.edit(review.id, { rating: review.rating, comment: review.comment, status: review.status, isFlagged: review.isFlagged })}
          onDelete={() => confirm.ask(review)}
        />
      ),
    },
  ];

  return (
    <>
      <SectionHeader title={t('admin.sections.reviews')} />
      <StatGrid>
        <StatCard label={t('admin.reviews.stats.average')} value={new Intl.NumberFormat(languageInfo(lang).locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)} icon={<IconStarFilled size={24} />} color="yellow" />
        <StatCard label={t('admin.reviews.stats.total')} value={formatNumber(reviews.length, lang)} icon={<IconMessages size={24} />} />
        <StatCard label={t('admin.reviews.stats.positive')} value={formatNumber(reviews.filter((r) => r.rating >= POSITIVE_RATING).length, lang)} icon={<IconThumbUp size={24} />} color="teal" />
        <StatCard label={t('admin.reviews.stats.flagged')} value={formatNumber(reviews.filter((r) => r.isFlagged).length, lang)} icon={<IconFlag size={24} />} color="red" />
      </StatGrid>

      {mode.isEditing ? (
        <SectionForm
          mode="edit"
          addTitle={t('admin.reviews.editTitle')}
          editTitle={t('admin.reviews.editTitle')}
          submitting={save.isPending}
          onCancel={mode.reset}
          onSubmit={submit}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={t('admin.reviews.fields.rating')} min={1} max={5} clampBehavior="none" allowDecimal={false} allowNegative={false} withAsterisk {...form.getInputProps('rating')} />
            <NativeSelect
              label={t('admin.reviews.fields.status')}
              data={STATUSES.map((status) => ({ value: status, label: t(`admin.reviews.statuses.${status}`) }))}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <Textarea label={t('admin.reviews.fields.comment')} autosize minRows={3} {...form.getInputProps('comment')} />
          <Checkbox label={t('admin.reviews.fields.isFlagged')} {...form.getInputProps('isFlagged', { type: 'checkbox' })} />
        </SectionForm>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed">{t('admin.reviews.selectHint')}</Text>
        </Paper>
      )}

      <ServerPagedTable
        queryKey={reviewAdminKeys.list}
        fetchPage={getReviewsPage}
        columns={columns}
        rowKey={(review) => review.id}
        selectedKey={mode.editingId}
        label={t('admin.reviews.tableLabel')}
        emptyMessage={t('admin.reviews.empty')}
        errorMessage={t('admin.reviews.loadError', { message: t('common.error') })}
        minWidth={860}
      />
      {confirm.dialog}
    </>
  );
}
