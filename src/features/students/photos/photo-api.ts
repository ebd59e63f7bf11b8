import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import { type PhotoSize, photoProblem } from '../../../domain/students/photos';
import { saveQueryCache } from '../../../offline-react/query';
import { session } from '../../../state/session';

export type PhotoMode = 'all' | 'mine';

interface PhotoListAnswer {
  items: { studentId: string; version: number }[];
}

/** The URL of a student's photo; its version makes a replaced photo a new URL (fresh caches). */
export function photoUrl(studentId: string, version: number, size: PhotoSize = 'avatar'): string {
  return `/api/student-photos/${encodeURIComponent(studentId)}?size=${size}&v=${version}`;
}

/**
 * Which students have a photo (student id → version), through the persisted query cache so the
 * grid still knows offline; the images themselves come from the service worker's image cache.
 */
export function usePhotoVersions(mode: PhotoMode) {
  return useQuery({
    queryKey: ['student-photos', mode, session.user?.id],
    queryFn: async () => {
      try {
        const answer = await api
          .get('student-photos', { searchParams: { mode } })
          .json<PhotoListAnswer>();
        return Object.fromEntries(answer.items.map((item) => [item.studentId, item.version]));
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
}

/**
 * Uploads a photo: checked here first (size, type by content) so a person hears at once, then
 * the server checks and resizes it. Answers the message to show when it was refused.
 */
export function usePhotoUpload() {
  const client = useQueryClient();
  return async (studentId: string, file: File): Promise<string | undefined> => {
    const problem = photoProblem(new Uint8Array(await file.arrayBuffer()));
    if (problem) return problem;
    if (!navigator.onLine) return 'Uploading a photo needs a connection: try again when online';
    const body = new FormData();
    body.append('photo', file, file.name || 'photo');
    try {
      await api.put(`student-photos/${encodeURIComponent(studentId)}`, { body });
    } catch (failure) {
      return messageOfFailure(failure, 'The photo could not be uploaded; try again.');
    }
    await client.invalidateQueries({ queryKey: ['student-photos'] });
    // The grid must know the new photo offline even if the page is closed straight away.
    await saveQueryCache();
    return undefined;
  };
}
