import { z } from 'zod';

/** SPEC §1: two tenants; an unknown tenant falls back to consumer. */
export const TenantSchema = z.enum(['consumer', 'corporate']);
export type Tenant = z.infer<typeof TenantSchema>;

/** SPEC §6: customer types. */
export const CustomerTypeSchema = z.enum(['Consumer', 'Corporate']);
export type CustomerType = z.infer<typeof CustomerTypeSchema>;

export function tenantForCustomerType(type: CustomerType): Tenant {
  return type === 'Corporate' ? 'corporate' : 'consumer';
}

/**
 * Resolves the tenant of a request: a signed-in user's customer type wins,
 * else the host's entry in the host map, else consumer.
 */
export function resolveTenant(
  host: string | null | undefined,
  hostMap: Readonly<Record<string, Tenant>>,
  customerType?: CustomerType,
): Tenant {
  if (customerType) return tenantForCustomerType(customerType);
  const bare = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return hostMap[bare] ?? 'consumer';
}
