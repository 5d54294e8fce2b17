import { endpoints } from '../../contract';
import { mock } from '../http';
import { dashboardStats } from '../store';

export const dashboardHandlers = [mock(endpoints.getDashboard, ({ store }) => dashboardStats(store))];
