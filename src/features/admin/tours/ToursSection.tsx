import { SectionPlaceholder } from '../shared';

export function ToursSection() {
  return <SectionPlaceholder titleKey="admin.sections.tours" />;
}
