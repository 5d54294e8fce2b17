import { router } from '../http/app';

// Placeholder: filled in by the resource's implementation.
export const dashboard = router();
