import { endpoints } from '../../contract';
import { mock } from '../http';

export const healthHandlers = [mock(endpoints.health, () => ({ status: 'ok' as const }))];
