import { accountLabelsSchema, checkForm, customerFileSchema, inscriptionBodySchema } from './forms';
import { COMMON_PASSWORD_MESSAGE, DEMO_PASSWORD, DEMO_PASSWORD_MESSAGE } from './profile';

describe('sign-up schema', () => {
  const valid = { email: ' Alice@Example.FR ', prenom: ' alice ', nom: 'MARTIN', mot_de_passe: 'une phrase de passe', conditions: true };

  it('gives the normalised values of a valid form', () => {
    expect(checkForm(inscriptionBodySchema(), valid)).toEqual({
      ok: true,
      data: { email: 'alice@example.fr', prenom: 'alice', nom: 'MARTIN', mot_de_passe: 'une phrase de passe', conditions: true },
    });
  });

  it('words each problem in French on its field', () => {
    expect(checkForm(inscriptionBodySchema(), { email: 'alice', prenom: 'a.b www.exemple.fr', nom: '', mot_de_passe: 'court', conditions: 'oui' })).toEqual({
      ok: false,
      message: null,
      errors: {
        email: 'Veuillez saisir une adresse e-mail valide.',
        prenom: 'Un nom ne peut pas contenir d’adresse web.',
        nom: 'Veuillez saisir votre nom.',
        mot_de_passe: 'Minimum 12 caractères requis.',
        conditions: "Veuillez accepter les conditions générales d'utilisation.",
      },
    });
    expect(checkForm(inscriptionBodySchema(), { ...valid, mot_de_passe: DEMO_PASSWORD })).toMatchObject({ errors: { mot_de_passe: DEMO_PASSWORD_MESSAGE } });
  });

  it('refuses the common passwords where the list is given (the API)', () => {
    const isCommon = (p: string) => p === 'une phrase de passe';
    expect(checkForm(inscriptionBodySchema(isCommon), valid)).toMatchObject({ ok: false, errors: { mot_de_passe: COMMON_PASSWORD_MESSAGE } });
    expect(checkForm(inscriptionBodySchema(isCommon), 'texte')).toEqual({ ok: false, errors: {}, message: 'Le corps de la requête doit être un objet JSON.' });
  });
});

describe('customer-file schema', () => {
  it('keeps the company of a professional only, its SIREN without spaces', () => {
    expect(checkForm(customerFileSchema(), { type_profil: 'PROFESSIONNEL', denomination_sociale: ' Martin SAS ', siren: '552 100 554', conditions: true })).toEqual({
      ok: true,
      data: { type_profil: 'PROFESSIONNEL', denomination_sociale: 'Martin SAS', siren: '552100554' },
    });
    expect(checkForm(customerFileSchema(), { type_profil: 'PARTICULIER', denomination_sociale: 'x', siren: '12', conditions: true })).toEqual({
      ok: true,
      data: { type_profil: 'PARTICULIER', denomination_sociale: null, siren: null },
    });
    expect(checkForm(customerFileSchema(), { type_profil: 'PROFESSIONNEL', denomination_sociale: 'Martin', siren: ' ', conditions: true })).toMatchObject({ data: { siren: null } });
  });

  it('words each problem in French on its field', () => {
    expect(checkForm(customerFileSchema(), { type_profil: 'PROFESSIONNEL', denomination_sociale: '  ', siren: '12', conditions: false })).toEqual({
      ok: false,
      message: null,
      errors: {
        denomination_sociale: 'Veuillez saisir la dénomination de votre entreprise.',
        siren: 'Le numéro SIREN comporte 9 chiffres.',
        conditions: "Veuillez accepter les conditions générales d'utilisation et de vente.",
      },
    });
    expect(checkForm(customerFileSchema(), { type_profil: 'PROFESSIONNEL', denomination_sociale: 'A'.repeat(71), conditions: true })).toMatchObject({
      errors: { denomination_sociale: 'Limité à 70 caractères.' },
    });
    expect(checkForm(customerFileSchema(), { type_profil: 'ASSOCIATION', conditions: true })).toMatchObject({ errors: { type_profil: 'Veuillez choisir un type de compte.' } });
  });
});

describe('account labels schema', () => {
  it('collapses the spaces of the labels and the city; the API erases a label sent empty', () => {
    expect(checkForm(accountLabelsSchema(), { id: 3, version: 2, libelle_courrier: '  MARTIN   SAS ', libelle_facturation: '', ville_facturation: ' Nantes  Cedex ' })).toEqual({
      ok: true,
      data: { id: 3, version: 2, libelle_courrier: 'MARTIN SAS', libelle_facturation: null, ville_facturation: 'Nantes Cedex' },
    });
  });

  it('asks the forms for both labels, and words each problem in French', () => {
    expect(checkForm(accountLabelsSchema({ required: true }), { id: 3, version: 2, libelle_courrier: ' ', libelle_facturation: 'A'.repeat(39), ville_facturation: '' })).toEqual({
      ok: false,
      message: null,
      errors: {
        libelle_courrier: 'Veuillez saisir le libellé de courrier.',
        libelle_facturation: 'Limité à 38 caractères.',
        ville_facturation: 'Veuillez saisir la ville de facturation.',
      },
    });
    expect(checkForm(accountLabelsSchema(), { id: 3, version: 2, libelle_courrier: 'MARTIN <SAS>', libelle_facturation: 4, ville_facturation: 'V'.repeat(33) })).toMatchObject({
      errors: { libelle_courrier: 'Les caractères spéciaux ne sont pas autorisés', libelle_facturation: 'Valeur invalide.', ville_facturation: 'Limité à 32 caractères.' },
    });
  });

  it('names the account and its version read, or says so for the whole request', () => {
    expect(checkForm(accountLabelsSchema(), { libelle_courrier: 'MARTIN' })).toEqual({ ok: false, errors: {}, message: 'Les champs id et version sont obligatoires.' });
  });
});
