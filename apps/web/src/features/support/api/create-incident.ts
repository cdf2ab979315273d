import type { CreateIncidentResponse, IncidentDetailInput, OscType } from '@portal/contract/support';
import { createIncidentResponseSchema, INCIDENT_MULTIPART_FIELDS, SUPPORT_PATHS } from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { incidentsQueryKeyRoot } from './get-incidents';

export type CreateIncidentInput = { oscType: OscType; detail: IncidentDetailInput; file: File | null };

/** The multipart body: the incidentDetail JSON and, when one is attached, the file. */
export function incidentFormData({ detail, file }: Pick<CreateIncidentInput, 'detail' | 'file'>): FormData {
  const data = new FormData();
  data.append(INCIDENT_MULTIPART_FIELDS.detail, JSON.stringify(detail));
  if (file) data.append(INCIDENT_MULTIPART_FIELDS.file, file, file.name);
  return data;
}

/**
 * POST /api/incidents?oscType= (multipart; bot prevention): files an incident and answers its reference number.
 * A 412 opens the press-and-hold check and the same body goes again.
 */
export function createIncident({ oscType, detail, file }: CreateIncidentInput): Promise<CreateIncidentResponse> {
  return apiClient.post(SUPPORT_PATHS.createIncident, incidentFormData({ detail, file }), {
    params: { oscType },
    schema: createIncidentResponseSchema,
    redirectOnUnauthorized: false,
  });
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsQueryKeyRoot }),
  });
}
