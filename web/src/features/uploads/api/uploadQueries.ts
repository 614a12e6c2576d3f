import { queryOptions } from '@tanstack/react-query';
import { fetchUploadStatus } from './uploadApi';

/** Query keys of the uploads feature. */
export const uploadKeys = {
  all: ['uploads'] as const,
  status: () => [...uploadKeys.all, 'status'] as const,
};

/** Upload availability; asked again whenever a form with the widget opens. */
export function uploadStatusQuery() {
  return queryOptions({
    queryKey: uploadKeys.status(),
    queryFn: ({ signal }) => fetchUploadStatus(signal),
    staleTime: 0,
  });
}
