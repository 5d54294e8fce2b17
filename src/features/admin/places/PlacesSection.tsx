import { SectionPlaceholder } from '../shared';

export function PlacesSection() {
  return <SectionPlaceholder titleKey="admin.sections.places" />;
}
