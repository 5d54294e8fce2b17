import { Grid, Stack, Text } from '@mantine/core';
import { IconMap2, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '../../../../contract';
import { pointOf } from '../../../../contract/geo';
import { pageUrl } from '../../../../contract/pages';
import { Fact } from '../../../components/Fact';
import { PointMap } from '../../../components/map/PointMap';
import { OpenInMaps } from '../../../components/map/OpenInMaps';

/** The Location tab: address, city and district with an "open in maps" link, beside the hotel's map. */
export function HotelLocation({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const point = pointOf(hotel);
  const address = [hotel.hotelAddress, hotel.district, hotel.hotelCity].filter(Boolean).join(', ');
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Fact icon={<IconMapPin size={18} />} label={t('hotelDetail.address')}>
            <Text>{hotel.hotelAddress}</Text>
          </Fact>
          <Fact icon={<IconMap2 size={18} />} label={t('hotelDetail.city')}>
            <Text>{hotel.hotelCity}</Text>
          </Fact>
          {hotel.district && (
            <Fact icon={<IconMap2 size={18} />} label={t('hotelDetail.district')}>
              <Text>{hotel.district}</Text>
            </Fact>
          )}
          <OpenInMaps point={point} address={address} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <PointMap point={point} name={hotel.hotelName} href={pageUrl('hotel', hotel.id)} />
      </Grid.Col>
    </Grid>
  );
}
