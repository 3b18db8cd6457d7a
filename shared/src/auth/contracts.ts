import * as z from 'zod/mini';
import '../zod';

// Contracts of sign-in and of the user service (SPEC §3, §7), shared by the shell, the remotes and
// the API's tests.

/** What /auth/config tells the shell: the same shape for the embedded provider and Keycloak. */
export const AuthClientConfigSchema = z.object({
  mode: z.enum(['embedded', 'external']),
  issuer: z.string(),
  client_id: z.string(),
  scope: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.string(),
  end_session_endpoint: z.string(),
  redirect_path: z.string(),
  registration: z.string(),
  /**
   * Where the person manages their account: 'portal' (the embedded provider: the portal's own
   * forms) or 'provider-actions' (an external provider: sign-up with prompt=create, password,
   * e-mail, names and deletion through its application-initiated actions, kc_action).
   */
  account_management: z._default(z.enum(['portal', 'provider-actions']), 'portal'),
  /** Whether the account can be deleted from the personal space. */
  account_deletion: z._default(z.boolean(), true),
});
export type AuthClientConfig = z.infer<typeof AuthClientConfigSchema>;

/** The token endpoint's answer (Keycloak's shape: refresh_expires_in included). */
export const TokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.string(),
  expires_in: z.number(),
  refresh_token: z.optional(z.string()),
  refresh_expires_in: z.optional(z.number()),
  id_token: z.optional(z.string()),
  scope: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** SPEC §3 "Auth state": jwtToken. */
export interface JwtToken {
  access_token: string;
  refresh_token: string | null;
  /** Seconds, counted from `refreshExpiryStart`. */
  refresh_expires_in: number;
  /** Seconds of validity of the access token, counted from when it was received. */
  expires_in: number;
  id_token: string | null;
}

/** Claims of the access token that the portal reads. */
export interface AccessTokenClaims {
  sub: string;
  exp: number;
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

/** Reads a JWT's payload without verifying it (the API verifies; the shell only displays). */
export function parseJwtClaims(token: string): AccessTokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return claims && typeof claims === 'object' ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

const oneItem = z.optional(z.array(z.string()));

/** GET user. */
export const UserInfoSchema = z.object({
  sub: z.optional(z.string()),
  email: z.string(),
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  prenom: z._default(z.string(), ''),
  nom: z._default(z.string(), ''),
  attributes: z._default(
    z.object({
      address: oneItem,
      additionalAddress: oneItem,
      zipCode: oneItem,
      city: oneItem,
      country: oneItem,
      mobilePhone: oneItem,
      phone: oneItem,
    }),
    {},
  ),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** The contact fields of SPEC §3, empty when unknown. */
export interface ContactFields {
  address: string;
  extraAddress: string;
  postcode: string;
  city: string;
  country: string;
  mobile: string;
  landline: string;
}

export function contactFields(info: UserInfo | null): ContactFields {
  const a = info?.attributes ?? {};
  const first = (v: string[] | undefined) => v?.[0] ?? '';
  return {
    address: first(a.address),
    extraAddress: first(a.additionalAddress),
    postcode: first(a.zipCode),
    city: first(a.city),
    country: first(a.country),
    mobile: first(a.mobilePhone),
    landline: first(a.phone),
  };
}

/** "A,B, C" -> ["A", "B", "C"]. */
export function splitCodes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A customer account of GET compte-client; habilitations become a list, role_{product} fields are kept. */
export const CustomerAccountSchema = z.pipe(
  z.looseObject({
    id: z.number(),
    version: z.number(),
    numero_client: z.nullish(z.string()),
    type_compte: z.string(),
    type_profil: z.nullish(z.string()),
    siren: z.nullish(z.string()),
    grille_tarifaire: z.nullish(z.string()),
    denomination_sociale: z.nullish(z.string()),
    tva_intra_communautaire: z.nullish(z.string()),
    position: z.string(),
    libelle_courrier: z.nullish(z.string()),
    libelle_facturation: z.nullish(z.string()),
    offres_de_service: z.nullish(z.string()),
    habilitations: z.nullish(z.union([z.string(), z.array(z.string())])),
    selectionne: z._default(z.boolean(), false),
  }),
  z.transform((a) => ({
    ...a,
    habilitations: Array.isArray(a.habilitations) ? a.habilitations : splitCodes(a.habilitations),
  })),
);
export type CustomerAccount = z.output<typeof CustomerAccountSchema>;
export const CustomerAccountListSchema = z.array(CustomerAccountSchema);

/** GET abonnements/{id}?date. */
export const SubscriptionSchema = z.looseObject({
  id: z.number(),
  code_offre: z.nullish(z.string()),
  date_debut: z.nullish(z.string()),
  date_fin: z.nullish(z.string()),
  libelle_facturation: z.nullish(z.string()),
  contact_nom: z.nullish(z.string()),
  contact_prenom: z.nullish(z.string()),
  ville_facturation: z.nullish(z.string()),
  pays_facturation: z.nullish(z.string()),
  complement_adresse_facturation: z.nullish(z.string()),
  numero_voie_facturation: z.nullish(z.string()),
  code_postal_facturation: z.nullish(z.string()),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionListSchema = z.array(SubscriptionSchema);

/** Billing fields the first subscription gives to the selected account (SPEC §3). */
export interface BillingFields {
  contact_nom: string | null;
  contact_prenom: string | null;
  ville_facturation: string | null;
  pays_facturation: string | null;
  complement_adresse_facturation: string | null;
  numero_voie_facturation: string | null;
  code_postal_facturation: string | null;
}

/** The selected customer account: the account, with the billing fields of its first subscription. */
export type SelectedCustomerAccount = CustomerAccount & BillingFields;

export function withBilling(account: CustomerAccount, subscriptions: Subscription[]): SelectedCustomerAccount {
  const first = subscriptions[0];
  return {
    ...account,
    libelle_facturation: account.libelle_facturation || first?.libelle_facturation || null,
    contact_nom: first?.contact_nom ?? null,
    contact_prenom: first?.contact_prenom ?? null,
    ville_facturation: first?.ville_facturation ?? null,
    pays_facturation: first?.pays_facturation ?? null,
    complement_adresse_facturation: first?.complement_adresse_facturation ?? null,
    numero_voie_facturation: first?.numero_voie_facturation ?? null,
    code_postal_facturation: first?.code_postal_facturation ?? null,
  };
}

/** Unread revelations of the monitoring service for an account (response of revelation/enAlerte). */
export const UnreadRevelationsSchema = z.looseObject({
  nombre_non_lues: z._default(z.number(), 0),
  nombre_non_lues_favoris: z._default(z.number(), 0),
});
