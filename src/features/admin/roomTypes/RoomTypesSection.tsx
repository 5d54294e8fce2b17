import { SectionPlaceholder } from '../shared';

export function RoomTypesSection() {
  return <SectionPlaceholder titleKey="admin.sections.roomTypes" />;
}
