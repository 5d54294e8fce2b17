import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '../../../../contract';
import { StarRating } from '../../../components/StarRating';
import { Fact } from '../../../components/Fact';

/** The chat link of a phone number: https://wa.me/ and its digits only. */
const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** The Overview's facts: phone (call or WhatsApp), city / district, stars, email; a missing phone or email is left out. */
export function HotelContactFacts({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {hotel.phone && (
        <Fact icon={<IconPhone size={18} />} label={t('hotelDetail.phone')}>
          <Group gap="sm">
            <Anchor href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {hotel.phone}
            </Anchor>
            <Button
              component="a"
              href={whatsappHref(hotel.phone)}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              color="teal.9"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              {t('hotelDetail.whatsapp')}
            </Button>
          </Group>
        </Fact>
      )}
      <Fact icon={<IconMapPin size={18} />} label={t('hotelDetail.cityDistrict')}>
        <Text>{[hotel.hotelCity, hotel.district].filter(Boolean).join(' / ')}</Text>
      </Fact>
      <Fact icon={<IconRosetteDiscountCheck size={18} />} label={t('hotelDetail.starRating')}>
        <StarRating rating={hotel.starRating} />
      </Fact>
      {hotel.email && (
        <Fact icon={<IconMail size={18} />} label={t('hotelDetail.email')}>
          <Anchor href={`mailto:${hotel.email}`}>{hotel.email}</Anchor>
        </Fact>
      )}
    </Stack>
  );
}
