import { SectionPlaceholder } from '../shared';

export function UsersSection() {
  return <SectionPlaceholder titleKey="admin.sections.users" />;
}
