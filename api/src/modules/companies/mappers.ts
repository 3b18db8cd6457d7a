// Database rows -> API records. This is also where partial diffusion is enforced: a partially
// diffusible unit (statutDiffusion = P) never exposes a natural person's name or street address.
import type {
  Adresse,
  Entreprise,
  EntrepriseResume,
  Etablissement,
  Fonction,
  PersonnePhysique,
} from '@portail/shared/api';
import { formeJuridique } from '../../data/formes-juridiques';
import { trancheEffectif } from '../../data/effectifs';
import { divisionOf, nafLabel } from '../../data/naf';
import { GREFFE_BY_CODE } from '../../data/greffes';
import { ROLE_LABELS } from '../../corpus/generator';
import type { EntrepriseRow, EtablissementRow, PersonneRow } from '../../corpus/types';

/** An establishment as stored: the corpus row plus its keys. */
export interface EtablissementDbRow extends EtablissementRow {
  id: number;
  entreprise_id: number;
  /** RIDET of the company, for New Caledonia establishment numbers. */
  ridet?: string | null;
}

/** A company as the record query selects it: most corpus columns, plus its head office and counts. */
export interface EntrepriseDbRow
  extends Omit<EntrepriseRow, 'nom' | 'prenoms' | 'source' | 'siege_code_postal' | 'siege_commune' | 'siege_code_commune' | 'departement' | 'taille'> {
  id: number;
  siege_json: EtablissementDbRow | null;
  nombre_etablissements: number;
  nombre_etablissements_actifs: number;
  procedure_en_cours: boolean;
}

export function etatOf(statutEntreprise: string): 'ACTIVE' | 'RADIEE' {
  return statutEntreprise === 'ACTIF' ? 'ACTIVE' : 'RADIEE';
}

export function activite(code: string | null) {
  return { code_naf: code, libelle: nafLabel(code), secteur: divisionOf(code) };
}

export function greffeRef(code: string | null): { code: string; nom: string } | null {
  if (!code) return null;
  const g = GREFFE_BY_CODE.get(code);
  return { code, nom: g?.nom ?? `Greffe ${code}` };
}

export function adresseLigne(
  a: Pick<EtablissementRow, 'numero_voie' | 'indice_repetition' | 'type_voie' | 'libelle_voie' | 'complement' | 'code_postal' | 'commune' | 'pays'>,
): string {
  const voie = [a.numero_voie && `${a.numero_voie}${a.indice_repetition ? ` ${a.indice_repetition}` : ''}`, a.type_voie, a.libelle_voie]
    .filter(Boolean)
    .join(' ');
  const parts = [voie, a.complement, [a.code_postal, a.commune].filter(Boolean).join(' ')].filter((p) => p && p.trim());
  if (a.pays && a.pays !== 'FRANCE') parts.push(a.pays);
  return parts.join(', ');
}

type AdresseFields = Pick<
  EtablissementRow,
  'numero_voie' | 'indice_repetition' | 'type_voie' | 'libelle_voie' | 'complement' | 'code_postal' | 'commune' | 'code_commune' | 'departement' | 'pays' | 'diffusion_partielle'
>;

/** The address of an establishment; the street is never given for a partially diffusible unit. */
export function adresse(e: AdresseFields, partielle: boolean): Adresse {
  const hide = partielle || e.diffusion_partielle;
  const a = {
    numero_voie: hide ? null : e.numero_voie,
    indice_repetition: hide ? null : e.indice_repetition,
    type_voie: hide ? null : e.type_voie,
    libelle_voie: hide ? null : e.libelle_voie,
    complement: hide ? null : e.complement,
    code_postal: e.code_postal,
    commune: e.commune,
    code_commune: e.code_commune,
    departement: e.departement,
    pays: e.pays,
  };
  return { ...a, ligne: adresseLigne(a) };
}

export function etablissement(e: EtablissementDbRow, partielle: boolean): Etablissement {
  return {
    id: e.id,
    entreprise_id: e.entreprise_id,
    numero: e.siret ?? `${e.ridet ?? ''}${e.rang ?? ''}`,
    siret: e.siret,
    nic: e.nic,
    siege: e.siege,
    enseignes: e.enseignes ?? [],
    denomination_usuelle: e.denomination_usuelle,
    activite: activite(e.code_naf),
    adresse: adresse(e, partielle),
    date_creation: e.date_creation,
    date_fermeture: e.date_fermeture,
    etat: e.actif ? 'ACTIF' : 'FERME',
  };
}

export function entreprise(r: EntrepriseDbRow): Entreprise {
  const partielle = r.diffusion_partielle;
  const hideName = partielle && !r.personne_morale;
  return {
    id: r.id,
    numero_identification: r.numero_identification,
    type_identification: r.ridet && !r.siren ? 'RIDET' : 'SIREN',
    siren: r.siren,
    ridet: r.ridet,
    denomination: hideName ? null : r.denomination,
    sigle: hideName ? null : r.sigle,
    denominations_precedentes: hideName ? [] : (r.denominations_precedentes ?? []),
    personne_morale: r.personne_morale,
    forme_juridique: formeJuridique(r.forme_juridique),
    activite: activite(r.code_naf),
    capital_social: r.capital_social,
    devise: r.devise,
    date_creation: r.date_creation,
    date_immatriculation: r.date_immatriculation,
    date_radiation: r.date_radiation,
    statut: r.statut as Entreprise['statut'],
    statut_entreprise: r.statut_entreprise as Entreprise['statut_entreprise'],
    etat: etatOf(r.statut_entreprise),
    categorie_entreprise: (r.categorie_entreprise as Entreprise['categorie_entreprise']) ?? null,
    tranche_effectif: trancheEffectif(r.tranche_effectif),
    greffe: greffeRef(r.code_greffe),
    territoire: r.territoire,
    diffusion_partielle: partielle,
    siege: r.siege_json ? etablissement({ ...r.siege_json, ridet: r.ridet }, partielle) : null,
    nombre_etablissements: r.nombre_etablissements,
    nombre_etablissements_actifs: r.nombre_etablissements_actifs,
    procedure_collective_en_cours: r.procedure_en_cours,
  };
}

export interface EntrepriseResumeDbRow {
  id: number;
  numero_identification: string;
  denomination: string | null;
  personne_morale: boolean;
  diffusion_partielle: boolean;
  statut_entreprise: string;
}

export function resume(r: EntrepriseResumeDbRow): EntrepriseResume {
  return {
    id: r.id,
    numero_identification: r.numero_identification,
    denomination: r.diffusion_partielle && !r.personne_morale ? null : r.denomination,
    etat: etatOf(r.statut_entreprise),
    statut_entreprise: r.statut_entreprise as EntrepriseResume['statut_entreprise'],
  };
}

export interface FonctionDbRow {
  id: number;
  entreprise_id: number;
  nature: Fonction['nature'];
  role: string;
  personne_id: number | null;
  p_nom: string | null;
  p_nom_usage: string | null;
  p_prenoms: string | null;
  p_mois: number | null;
  p_annee: number | null;
  p_nationalite: string | null;
  pm_denomination: string | null;
  pm_numero: string | null;
  pm_entreprise_id: number | null;
  date_debut: string | null;
  date_fin: string | null;
  pourcentage_capital: number | null;
  pourcentage_votes: number | null;
  modalites_controle: string[];
  e_json?: EntrepriseResumeDbRow | null;
}

export function roleLabel(code: string): string {
  return ROLE_LABELS[code] ?? code;
}

export function fonction(r: FonctionDbRow): Fonction {
  const f: Fonction = {
    id: r.id,
    entreprise_id: r.entreprise_id,
    nature: r.nature,
    role: { code: r.role, libelle: roleLabel(r.role) },
    type_personne: r.personne_id ? 'PHYSIQUE' : 'MORALE',
    personne: r.personne_id
      ? {
          id: r.personne_id,
          nom: r.p_nom ?? '',
          nom_usage: r.p_nom_usage,
          prenoms: r.p_prenoms,
          mois_naissance: r.p_mois,
          annee_naissance: r.p_annee,
          nationalite: r.p_nationalite,
        }
      : null,
    personne_morale: r.personne_id
      ? null
      : { denomination: r.pm_denomination ?? '', numero_identification: r.pm_numero, entreprise_id: r.pm_entreprise_id },
    date_debut: r.date_debut,
    date_fin: r.date_fin,
    pourcentage_capital: r.pourcentage_capital,
    pourcentage_votes: r.pourcentage_votes,
    modalites_controle: r.modalites_controle ?? [],
  };
  if (r.e_json) f.entreprise = resume(r.e_json);
  return f;
}

export interface PersonneDbRow extends Omit<PersonneRow, 'cle'> {
  id: number;
  nombre_fonctions: number;
}

export function personne(r: PersonneDbRow): PersonnePhysique {
  return { ...r };
}
