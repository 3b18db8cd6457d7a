// What the header shows of the person signed in, on every page (SPEC §2 and §6).

/** Addresses of this domain (or its subdomains) belong to internal staff (SPEC §6). */
export const INTERNAL_STAFF_DOMAIN = 'registre-entreprises.fr';

export function isInternalStaff(email: string | null | undefined, domain = INTERNAL_STAFF_DOMAIN): boolean {
  const host = email?.toLowerCase().split('@')[1];
  return !!host && (host === domain || host.endsWith(`.${domain}`));
}

/** First letter of the first name and of the last name (SPEC §2, header avatar). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
}
