import { routes } from '../../../../contract/routes';
import type { ChannelFeed, ChannelOverview, ChannelSyncResult, EndpointBody } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from '../shared';

export const channelKeys = {
  section: adminKeys.section('channels'),
  ofRoomType: (roomTypeId: string) => [...adminKeys.section('channels'), roomTypeId] as const,
};

/** GET /api/admin/channels?roomTypeId= */
export const getChannels = (roomTypeId: string, signal?: AbortSignal): Promise<ChannelOverview> =>
  apiFetch(routes.getChannels.path, { query: { roomTypeId }, signal });

/** POST /api/admin/channels */
export const addChannelFeed = (body: EndpointBody<'addChannelFeed'>): Promise<ChannelFeed> =>
  apiFetch(routes.addChannelFeed.path, { method: 'POST', body });

/** POST /api/admin/channels/rotate */
export const rotateChannelExport = (roomTypeId: string): Promise<ChannelOverview> =>
  apiFetch(routes.rotateChannelExport.path, { method: 'POST', body: { roomTypeId } });

/** POST /api/admin/channels/:id/sync */
export const syncChannelFeed = (id: string): Promise<ChannelSyncResult> =>
  apiFetch(routes.syncChannelFeed.path.replace(':id', encodeURIComponent(id)), { method: 'POST' });

/** DELETE /api/admin/channels/:id */
export const deleteChannelFeed = (id: string) =>
  apiFetch(routes.deleteChannelFeed.path.replace(':id', encodeURIComponent(id)), { method: 'DELETE' });
