// The notices' sentences, one per kind of change, and the CSV cells of the reports.
import { CODES_EVENEMENT } from '@portail/shared/api/monitoring';
import { avisText, type AvisInput } from './avis';
import { toCsv } from './reports';

const base = { entreprise: 'SOCIETE A', date_evenement: '2026-03-12' };
const text = (over: Partial<AvisInput> & Pick<AvisInput, 'code'>) => avisText({ ancienne_valeur: null, nouvelle_valeur: null, ...base, ...over });

describe('avis', () => {
  it('words every change of the catalogue as one dated sentence', () => {
    for (const code of CODES_EVENEMENT) {
      for (const values of [
        { ancienne_valeur: null, nouvelle_valeur: null },
        { ancienne_valeur: 'Ancienne', nouvelle_valeur: 'Nouvelle' },
      ]) {
        const sentence = text({ code, ...values });
        expect(sentence).toMatch(/^[A-ZÀ-Ý«].*12\/03\/2026.*\.$/);
        expect(sentence).not.toContain('null');
      }
    }
  });

  it('states the old and the new value', () => {
    expect(text({ code: 'DENOMINATION', ancienne_valeur: 'X', nouvelle_valeur: 'Y' })).toBe('La dénomination de SOCIETE A est passée de « X » à « Y » le 12/03/2026.');
    expect(text({ code: 'DENOMINATION', nouvelle_valeur: 'Y' })).toBe('La dénomination de SOCIETE A est devenue « Y » le 12/03/2026.');
    expect(text({ code: 'ADRESSE_SIEGE', ancienne_valeur: '1 rue Haute 44000 Nantes', nouvelle_valeur: '2 rue Basse  75001 Paris' })).toBe(
      "L'adresse du siège de SOCIETE A est passée de « 1 rue Haute 44000 Nantes » à « 2 rue Basse 75001 Paris » le 12/03/2026.",
    );
    expect(text({ code: 'ACTIVITE', ancienne_valeur: '62.01Z', nouvelle_valeur: '62.02A' })).toBe(
      "L'activité principale (code NAF) de SOCIETE A est passée de « 62.01Z » à « 62.02A » le 12/03/2026.",
    );
    expect(text({ code: 'CAPITAL', ancienne_valeur: '1 000 €', nouvelle_valeur: '5 000 €' })).toBe('Le capital social de SOCIETE A est passé de 1 000 € à 5 000 € le 12/03/2026.');
    expect(text({ code: 'SIEGE', ancienne_valeur: '12345678900011', nouvelle_valeur: '12345678900029' })).toBe(
      'Le siège de SOCIETE A a été transféré de « 12345678900011 » à « 12345678900029 » le 12/03/2026.',
    );
  });

  it('words activity states, officers, filings and procedures', () => {
    expect(text({ code: 'ETAT_ADMINISTRATIF', ancienne_valeur: 'A', nouvelle_valeur: 'C' })).toBe('SOCIETE A a cessé son activité le 12/03/2026.');
    expect(text({ code: 'ETAT_ADMINISTRATIF', ancienne_valeur: 'C', nouvelle_valeur: 'A' })).toBe('SOCIETE A a repris son activité le 12/03/2026.');
    expect(text({ code: 'ETAT_ADMINISTRATIF', ancienne_valeur: 'Active', nouvelle_valeur: 'Cessée' })).toBe('SOCIETE A a cessé son activité le 12/03/2026.');
    expect(text({ code: 'DIRIGEANT_NOMME', nouvelle_valeur: 'Président : Jeanne MARTIN' })).toBe('Jeanne MARTIN a rejoint la direction de SOCIETE A en qualité de président le 12/03/2026.');
    expect(text({ code: 'DIRIGEANT_NOMME', nouvelle_valeur: 'Jeanne MARTIN' })).toBe('Jeanne MARTIN a rejoint la direction de SOCIETE A le 12/03/2026.');
    expect(text({ code: 'DIRIGEANT_PARTI', ancienne_valeur: 'Gérant : Paul DURAND' })).toBe('Paul DURAND a quitté ses fonctions de gérant de SOCIETE A le 12/03/2026.');
    expect(text({ code: 'DIRIGEANT_PARTI', ancienne_valeur: 'Paul DURAND' })).toBe('Paul DURAND a quitté la direction de SOCIETE A le 12/03/2026.');
    expect(text({ code: 'COMPTES_DEPOSES', nouvelle_valeur: '2025' })).toBe('Les comptes annuels de SOCIETE A (exercice 2025) ont été déposés le 12/03/2026.');
    expect(text({ code: 'COMPTES_DEPOSES', nouvelle_valeur: 'Exercice clos le 31/12/2025' })).toBe('Les comptes annuels de SOCIETE A (exercice clos le 31/12/2025) ont été déposés le 12/03/2026.');
    expect(text({ code: 'ACTE_DEPOSE', nouvelle_valeur: 'Statuts mis à jour' })).toBe('Un acte de SOCIETE A a été déposé le 12/03/2026 : Statuts mis à jour.');
    expect(text({ code: 'PROCEDURE_OUVERTE', nouvelle_valeur: 'Sauvegarde' })).toBe("Une procédure collective (Sauvegarde) a été ouverte à l'égard de SOCIETE A le 12/03/2026.");
    expect(text({ code: 'PROCEDURE_CLOTUREE', ancienne_valeur: 'Sauvegarde' })).toBe('La procédure collective (Sauvegarde) de SOCIETE A a été clôturée le 12/03/2026.');
    expect(text({ code: 'SURETE_INSCRITE', nouvelle_valeur: 'Privilège du Trésor' })).toBe("Un privilège ou un nantissement (Privilège du Trésor) a été inscrit à l'encontre de SOCIETE A le 12/03/2026.");
  });
});

describe('CSV reports', () => {
  it('writes UTF-8 with a byte order mark, semicolons, quoted cells where needed, no formulas', () => {
    const csv = toCsv(['Nom', 'Valeur'], [
      ['A; B', 'dit "X"'],
      ['=SOMME(A1)', 'ligne\nsuivante'],
    ]);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.subarray(3).toString('utf8')).toBe('Nom;Valeur\r\n"A; B";"dit ""X"""\r\n\'=SOMME(A1);"ligne\nsuivante"\r\n');
  });
});
