import type { ProductCode } from '@portal/contract/products-core';
import type { launchResponseSchema } from '@portal/contract/products';
import { PRODUCT_PATHS } from '@portal/contract/products-core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, pathWithParams } from '@/lib/api-client';

export type LaunchResponse = z.infer<typeof launchResponseSchema>;

export type LaunchInput = {
  code: ProductCode;
  /** The supplier a partner works for (tenant id): the launch uses their grants there. */
  associatedTenantId?: number;
  /** Lets the request finish while the browser opens another tab (or leaves the page). */
  keepalive?: boolean;
};

/** POST /api/v1/products/{code}/launches: records the launch and answers where the product opens. */
export function launchProduct({ code, associatedTenantId, keepalive }: LaunchInput): Promise<LaunchResponse> {
  return apiClient.post<LaunchResponse>(
    pathWithParams(PRODUCT_PATHS.launch, { code }),
    associatedTenantId === undefined ? {} : { associated_tenant_id: associatedTenantId },
    { keepalive },
  );
}

export function useLaunchProduct() {
  return useMutation({ mutationFn: launchProduct });
}
