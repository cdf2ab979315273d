import type {
  AccessAudit,
  AccessAuditConfirmed,
  AccessAuditDecision,
  AccessAuditPreview,
  AccessAuditUser,
  AccessAuditUserPage,
  accessAuditUserQuerySchema,
} from '@portal/contract/access-audit';
import {
  accessAuditConfirmedSchema,
  accessAuditPreviewSchema,
  accessAuditSchema,
  accessAuditUrl,
  accessAuditUserPageSchema,
  accessAuditUserSchema,
} from '@portal/contract/access-audit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';

export type AccessAuditUserQuery = z.output<typeof accessAuditUserQuerySchema>;

/** Every query of the audit: a decision or a confirmation makes them all stale. */
const auditKeyRoot = ['access-audit'] as const;

/** GET /api/companies/{id}/access-audit: due date, state, whether the banner shows. */
export function useAccessAudit(companyId: number | null, enabled = true) {
  return useQuery({
    queryKey: [...auditKeyRoot, 'audit', companyId] as const,
    queryFn: ({ signal }): Promise<AccessAudit> =>
      apiClient.get(accessAuditUrl(companyId!), { schema: accessAuditSchema, signal }),
    enabled: enabled && companyId !== null,
  });
}

/** GET …/access-audit/users: a page of the company's users with recommendation and decision. */
export function useAccessAuditUsers(companyId: number, query: AccessAuditUserQuery) {
  return useQuery({
    queryKey: [...auditKeyRoot, 'users', companyId, query] as const,
    queryFn: ({ signal }): Promise<AccessAuditUserPage> =>
      apiClient.get(accessAuditUrl(companyId, 'users'), { params: query, schema: accessAuditUserPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/access-audit/preview: who loses access at the deadline; whom confirming removes. */
export function useAccessAuditPreview(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...auditKeyRoot, 'preview', companyId] as const,
    queryFn: ({ signal }): Promise<AccessAuditPreview> =>
      apiClient.get(accessAuditUrl(companyId, 'preview'), { schema: accessAuditPreviewSchema, signal }),
    enabled,
  });
}

function useAuditChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeyRoot }),
  });
}

type DecisionInput = { companyId: number; loginId: string; decision: AccessAuditDecision };

/** PUT …/access-audit/users/{loginId}: keep or remove the user. */
export const useDecide = () =>
  useAuditChange(({ companyId, loginId, decision }: DecisionInput): Promise<AccessAuditUser> =>
    apiClient.put(
      accessAuditUrl(companyId, `users/${encodeURIComponent(loginId)}`),
      { decision },
      {
        schema: accessAuditUserSchema,
      },
    ),
  );

/** POST …/access-audit/confirm with the three acknowledgements. */
export const useConfirmAudit = () =>
  useAuditChange(({ companyId }: { companyId: number }): Promise<AccessAuditConfirmed> =>
    apiClient.post(
      accessAuditUrl(companyId, 'confirm'),
      { acknowledgements: { reviewedUserList: true, madeModifications: true, verifiedAllUsers: true } },
      { schema: accessAuditConfirmedSchema },
    ),
  );

/** GET …/access-audit/export: the evidence (.xlsx), handed to the browser. */
export function useExportAudit() {
  return useMutation({
    mutationFn: ({ companyId }: { companyId: number }) => requestFile({ path: accessAuditUrl(companyId, 'export') }),
    onSuccess: ({ blob, fileName }) => fileDownload.save(blob, fileName ?? 'access_audit.xlsx'),
  });
}
