import { Button, Collapse, Group, Input, Paper } from '@mantine/core';
import { IconAdjustments, IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelListingFilters, type HotelListing } from '../../../../contract/listing';
import { formatNumber } from '../../../lib/format';
import { hotelSortChoiceOf, hotelSortChoices } from '../hotelFilters';
import { HotelFilterPanel } from './HotelFilterPanel';

const DEFAULT = 'default';

interface HotelFindingBarProps {
  listing: HotelListing;
  onChange: (next: HotelListing) => void;
}

/**
 * The hotel list's sort menu and its filters (stars, amenities, price range), as the page URL
 * carries them (contract/listing.ts). The filters fold away behind one button, so at 360 px the
 * bar is one row; the price range is applied with its button or Enter, not on every keystroke.
 */
export function HotelFindingBar({ listing, onChange }: HotelFindingBarProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const active = [listing.minStars !== undefined, !!listing.amenities?.length, listing.minPrice !== undefined || listing.maxPrice !== undefined].filter(
    Boolean,
  ).length;

  const changeSort = (value: string) => {
    const choice = hotelSortChoices.find((known) => known.key === value);
    onChange({ ...listing, sort: choice?.sort, order: choice?.order });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('hotels.finding.title')}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        {/* A native select (Input, already on the page): no combobox code in the list's first view. */}
        <Input.Wrapper label={t('hotels.finding.sortLabel')} labelElement="label" id={sortId} w={{ base: '100%', xs: 240 }}>
          <Input
            component="select"
            id={sortId}
            value={hotelSortChoiceOf(listing) ?? DEFAULT}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => changeSort(event.currentTarget.value)}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            rightSectionPointerEvents="none"
          >
            <option value={DEFAULT}>{t('hotels.finding.sort.default')}</option>
            {hotelSortChoices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {t(`hotels.finding.sort.${choice.key}`)}
              </option>
            ))}
          </Input>
        </Input.Wrapper>
        <Group gap="xs">
          {hotelListingFilters(listing) && (
            <Button
              variant="subtle"
              onClick={() => onChange({ sort: listing.sort, order: listing.order })}
            >
              {t('hotels.finding.clear')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
          >
            {active > 0 ? t('hotels.finding.filtersActive', { formatted: formatNumber(active, i18n.language) }) : t('hotels.finding.filters')}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={open}>
        <div id={panelId}>{open && <HotelFilterPanel listing={listing} onChange={onChange} />}</div>
      </Collapse>
    </Paper>
  );
}
