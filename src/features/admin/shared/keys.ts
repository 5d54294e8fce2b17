/** Query keys of the admin sections: invalidating `adminKeys.section(x)` refetches its cards and table. */
export const adminKeys = {
  all: ['admin'] as const,
  section: (name: string) => ['admin', name] as const,
  all_rows: (name: string) => ['admin', name, 'all'] as const,
  list: (name: string, filters: Record<string, unknown> = {}) => ['admin', name, 'list', filters] as const,
};
