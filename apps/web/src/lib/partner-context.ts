import type { Tenant, UserDetails } from '@portal/contract/identity';
import { isMultipleTenantsPartner } from '@portal/contract/user-type';
import { useCallback, useSyncExternalStore } from 'react';
import { usePartnerSuppliers } from '@/lib/get-partner-suppliers';
import { partnerSupplierKey, readStorage, removeStorage, writeStorage } from '@/lib/storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Saves (or, with null, forgets) the chosen supplier's tenant id and tells every reader in this tab. */
export function saveChosenSupplier(loginId: string, tenantId: number | null): void {
  if (tenantId === null) removeStorage(partnerSupplierKey(loginId));
  else writeStorage(partnerSupplierKey(loginId), String(tenantId));
  listeners.forEach((listener) => listener());
}

function useStoredSupplierId(loginId: string): number | null {
  const raw = useSyncExternalStore(subscribe, () => (loginId ? readStorage(partnerSupplierKey(loginId)) : null));
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export type PartnerContext = {
  /** A MULTIPLE_TENANTS partner: they pick the supplier they work for. */
  applies: boolean;
  suppliers: ReturnType<typeof usePartnerSuppliers>;
  /** The supplier worked for now; null for the partner's own company (or before the list has arrived). */
  chosen: Tenant | null;
  /** Whether the tiles may be asked for: the choice is known (the list answered, or failed and the own company stands). */
  settled: boolean;
  choose: (tenantId: number | null) => void;
};

/**
 * The supplier a sponsored third-party supplier (access class MULTIPLE_TENANTS) works for: remembered per user on
 * this device, and honoured only while the agency still works for that supplier.
 */
export function usePartnerContext(user: UserDetails | null | undefined): PartnerContext {
  const applies = user ? isMultipleTenantsPartner(user) : false;
  const loginId = user?.login_id ?? '';
  const suppliers = usePartnerSuppliers(applies && user ? { tenantId: user.tenant.id, loginId } : null);
  // Only a partner's choice is read: local storage's first reading blocks the page while the browser loads it.
  const storedId = useStoredSupplierId(applies ? loginId : '');
  const chosen = suppliers.data?.partners.find((p) => p.tenant.id === storedId)?.tenant ?? null;
  const choose = useCallback((tenantId: number | null) => saveChosenSupplier(loginId, tenantId), [loginId]);
  return { applies, suppliers, chosen, settled: !applies || !suppliers.isPending, choose };
}
