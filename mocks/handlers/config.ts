import { endpoints } from '../../contract';
import { publicConfig } from '../fixtures';
import { mock } from '../http';

export const configHandlers = [mock(endpoints.getPublicConfig, () => publicConfig)];
