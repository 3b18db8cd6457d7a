import { accountTitle, accountPositionLabel, accountTypeLabel, profileTypeLabel } from './accountLabels';

describe('account labels', () => {
  it('names an account by its company, else by its profile or customer number', () => {
    expect(accountTitle({ id: 1, denomination_sociale: 'DURAND CONSEIL', type_profil: 'PROFESSIONNEL', numero_client: 'C100001' })).toBe('DURAND CONSEIL');
    expect(accountTitle({ id: 2, denomination_sociale: null, type_profil: 'PARTICULIER', numero_client: 'C100002' })).toBe('Compte particulier');
    expect(accountTitle({ id: 3, denomination_sociale: '', type_profil: 'PROFESSIONNEL', numero_client: 'C100003' })).toBe('Compte C100003');
  });

  it('says types, profiles and positions in French, unknown values as they are', () => {
    expect([accountTypeLabel('ABONNE'), accountTypeLabel('MEMBRE'), accountTypeLabel('PARTENAIRE')]).toEqual(['Abonné', 'Membre', 'PARTENAIRE']);
    expect([profileTypeLabel('PROFESSIONNEL'), profileTypeLabel('PARTICULIER'), profileTypeLabel(null)]).toEqual(['Professionnel', 'Particulier', '']);
    expect([accountPositionLabel('OUVERT'), accountPositionLabel('FERME')]).toEqual(['Ouvert', 'FERME']);
  });
});
