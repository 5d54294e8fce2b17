import { SectionPlaceholder } from '../shared';

export function HotelsSection() {
  return <SectionPlaceholder titleKey="admin.sections.hotels" />;
}
