import { Badge, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconMap2, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '../../../../contract';
import { Fact } from '../../../components/Fact';

/** The Location tab: address, city and district, beside the map's place (coming soon). */
export function HotelLocation({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
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
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" h={260} bg="gray.1" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Stack align="center" gap={4}>
            <IconMap2 size={40} aria-hidden />
            <Text fw={600}>{t('hotelDetail.map')}</Text>
            <Badge variant="light">{t('common.comingSoon')}</Badge>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
