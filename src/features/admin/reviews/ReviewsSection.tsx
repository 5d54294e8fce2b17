import { SectionPlaceholder } from '../shared';

export function ReviewsSection() {
  return <SectionPlaceholder titleKey="admin.sections.reviews" />;
}
