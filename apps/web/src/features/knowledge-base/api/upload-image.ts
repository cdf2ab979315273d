import { KB_PATHS, kbImageResponseSchema } from '@portal/contract/knowledge-base';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/kb/authoring/images (multipart): stores an image for articles and answers its address. */
export function uploadImage(file: File): Promise<{ url: string }> {
  const data = new FormData();
  data.append('file', file, file.name);
  return apiClient.post(KB_PATHS.authoringImages, data, { schema: kbImageResponseSchema });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
