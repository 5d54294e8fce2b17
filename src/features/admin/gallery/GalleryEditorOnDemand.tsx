import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/LoadingState';
import type { GalleryEditorProps } from './GalleryEditor';

/** The editor (Dropzone, tabs, the WebP sizes) loads when a record is opened for editing, not with its section. */
const GalleryEditor = lazy(async () => ({ default: (await import('./GalleryEditor')).GalleryEditor }));

/** The gallery editor of the record being edited, in the hotel, room type, place and tour sections. */
export function GalleryEditorOnDemand(props: GalleryEditorProps) {
  return (
    <Suspense fallback={<LoadingState minHeight={120} />}>
      <GalleryEditor {...props} />
    </Suspense>
  );
}
