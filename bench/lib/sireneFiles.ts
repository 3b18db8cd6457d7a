// Generated SIRENE stock files for the benchmarks: the companies of the generated corpus as
// StockUniteLegale (35 columns) and StockEtablissement rows, in INSEE's layouts, cached by size.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED, generateCompany } from '../../api/src/corpus/generator';
import { ETABLISSEMENT_COLUMNS, TYPES_VOIE, UNITE_LEGALE_COLUMNS_35 } from '../../api/src/sirene/importer';

export interface StockFiles {
  unitesLegales: string;
  etablissements: string;
  /** Data rows of each file. */
  lignesUL: number;
  lignesET: number;
}

const field = (v: string | null | undefined) => (v == null ? '' : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const CODE_VOIE = new Map(Object.entries(TYPES_VOIE).map(([code, word]) => [word, code]));
const INDICE = new Map([['bis', 'B'], ['ter', 'T'], ['quater', 'Q']]);

/** Writes (or reuses) the stock files of `companies` generated companies in `dir`. */
export function writeStockFiles(dir: string, companies: number, seed = DEFAULT_SEED + 1): StockFiles {
  const ul = path.join(dir, `StockUniteLegale_${companies}.csv`);
  const et = path.join(dir, `StockEtablissement_${companies}.csv`);
  const counts = path.join(dir, `StockEtablissement_${companies}.json`);
  if (fs.existsSync(ul) && fs.existsSync(et) && fs.existsSync(counts)) return { unitesLegales: ul, etablissements: et, ...JSON.parse(fs.readFileSync(counts, 'utf8')) };
  fs.mkdirSync(dir, { recursive: true });
  const ulOut = fs.openSync(`${ul}.part`, 'w');
  const etOut = fs.openSync(`${et}.part`, 'w');
  let ulLines: string[] = [UNITE_LEGALE_COLUMNS_35.join(',')];
  let etLines: string[] = [ETABLISSEMENT_COLUMNS.join(',')];
  let lignesUL = 0;
  let lignesET = 0;
  for (let i = 0; i < companies; i++) {
    const { entreprise: c, etablissements } = generateCompany(seed, i);
    if (!c.siren) continue;
    const head = etablissements.find((t) => t.siege);
    const u: Record<string, string | null> = {
      siren: c.siren,
      statutDiffusionUniteLegale: c.diffusion_partielle ? 'P' : 'O',
      dateCreationUniteLegale: c.date_creation,
      sigleUniteLegale: c.sigle,
      prenom1UniteLegale: c.personne_morale ? null : (c.prenoms?.split(' ')[0] ?? null),
      trancheEffectifsUniteLegale: c.tranche_effectif,
      categorieEntreprise: c.categorie_entreprise,
      dateDebut: c.date_radiation ?? c.date_creation,
      etatAdministratifUniteLegale: c.date_radiation ? 'C' : 'A',
      nomUniteLegale: c.personne_morale ? null : c.nom,
      denominationUniteLegale: c.personne_morale ? c.denomination : null,
      categorieJuridiqueUniteLegale: c.forme_juridique,
      activitePrincipaleUniteLegale: c.code_naf,
      nomenclatureActivitePrincipaleUniteLegale: c.code_naf ? 'NAFRev2' : null,
      nicSiegeUniteLegale: head?.nic ?? null,
      caractereEmployeurUniteLegale: 'N',
    };
    ulLines.push(UNITE_LEGALE_COLUMNS_35.map((k) => field(u[k])).join(','));
    lignesUL++;
    for (const t of etablissements) {
      if (!t.siret || !t.nic) continue;
      const e: Record<string, string | null> = {
        siren: c.siren,
        nic: t.nic,
        siret: t.siret,
        statutDiffusionEtablissement: t.diffusion_partielle || c.diffusion_partielle ? 'P' : 'O',
        dateCreationEtablissement: t.date_creation,
        etablissementSiege: t.siege ? 'true' : 'false',
        complementAdresseEtablissement: t.complement,
        numeroVoieEtablissement: t.numero_voie,
        indiceRepetitionEtablissement: t.indice_repetition ? (INDICE.get(t.indice_repetition) ?? null) : null,
        typeVoieEtablissement: t.type_voie ? (CODE_VOIE.get(t.type_voie) ?? null) : null,
        libelleVoieEtablissement: t.libelle_voie,
        codePostalEtablissement: t.code_postal,
        libelleCommuneEtablissement: t.pays === 'FRANCE' ? t.commune : null,
        libelleCommuneEtrangerEtablissement: t.pays === 'FRANCE' ? null : t.commune,
        codeCommuneEtablissement: t.code_commune,
        libellePaysEtrangerEtablissement: t.pays === 'FRANCE' ? null : t.pays,
        dateDebut: t.date_fermeture ?? t.date_creation,
        etatAdministratifEtablissement: t.actif ? 'A' : 'F',
        enseigne1Etablissement: t.enseignes[0] ?? null,
        enseigne2Etablissement: t.enseignes[1] ?? null,
        enseigne3Etablissement: t.enseignes[2] ?? null,
        denominationUsuelleEtablissement: t.denomination_usuelle,
        activitePrincipaleEtablissement: t.code_naf,
        nomenclatureActivitePrincipaleEtablissement: t.code_naf ? 'NAFRev2' : null,
      };
      etLines.push(ETABLISSEMENT_COLUMNS.map((k) => field(e[k])).join(','));
      lignesET++;
    }
    if (ulLines.length >= 10_000) {
      fs.writeSync(ulOut, `${ulLines.join('\n')}\n`);
      ulLines = [];
    }
    if (etLines.length >= 10_000) {
      fs.writeSync(etOut, `${etLines.join('\n')}\n`);
      etLines = [];
    }
  }
  if (ulLines.length) fs.writeSync(ulOut, `${ulLines.join('\n')}\n`);
  if (etLines.length) fs.writeSync(etOut, `${etLines.join('\n')}\n`);
  fs.closeSync(ulOut);
  fs.closeSync(etOut);
  fs.renameSync(`${ul}.part`, ul);
  fs.renameSync(`${et}.part`, et);
  fs.writeFileSync(counts, JSON.stringify({ lignesUL, lignesET }));
  return { unitesLegales: ul, etablissements: et, lignesUL, lignesET };
}
