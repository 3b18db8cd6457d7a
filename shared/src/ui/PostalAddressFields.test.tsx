import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PostalAddressFields } from './PostalAddressFields';
import { postalAddressValues, toPostalAddress, validatePostalAddress, type PostalAddressValues } from './postalAddressForm';

const ADDRESS = { destinataire: 'ALICE SAS', ligne1: '1 rue Haute', ligne2: null, code_postal: '44000', ville: 'Nantes', pays: 'France' };

describe('postal address form rules', () => {
  it('starts from an address, else from empty lines in the given country', () => {
    expect(postalAddressValues(ADDRESS)).toEqual({ ...ADDRESS, ligne2: '' });
    expect(postalAddressValues(null, 'Nouvelle-Calédonie')).toEqual({ destinataire: '', ligne1: '', ligne2: '', code_postal: '', ville: '', pays: 'Nouvelle-Calédonie' });
  });

  it('names each field in error, in the order of the form, with the rules of a printed address', () => {
    const v: PostalAddressValues = { destinataire: ' ', ligne1: 'Rue #4', ligne2: '', code_postal: '4400', ville: 'x'.repeat(33), pays: 'France' };
    expect(validatePostalAddress(v, 'p')).toEqual([
      { fieldId: 'p-destinataire', message: 'Veuillez saisir le destinataire.' },
      { fieldId: 'p-ligne1', message: 'Les caractères spéciaux ne sont pas autorisés' },
      { fieldId: 'p-code_postal', message: 'Le code postal doit comporter 5 chiffres.' },
      { fieldId: 'p-ville', message: 'Limité à 32 caractères.' },
    ]);
    expect(validatePostalAddress(postalAddressValues(ADDRESS), 'p')).toEqual([]);
  });

  it('gives the address as the API takes it: spaces collapsed, an empty complement null', () => {
    expect(toPostalAddress({ ...postalAddressValues(ADDRESS), ligne1: '  1   rue Haute ' })).toEqual(ADDRESS);
  });
});

describe('PostalAddressFields', () => {
  function Form({ errors = [] }: { errors?: { fieldId: string; message: string }[] }) {
    const [values, setValues] = useState(postalAddressValues(ADDRESS));
    return <PostalAddressFields legend="Adresse corrigée" prefix="renvoi" values={values} errors={errors} onChange={setValues} autoCompletePrefix="section-renvoi shipping" />;
  }

  it('labels each field in a fieldset, marks the required ones and links each error to its field', () => {
    render(<Form errors={[{ fieldId: 'renvoi-ville', message: 'Veuillez saisir la ville.' }]} />);
    expect(screen.getByRole('group', { name: 'Adresse corrigée' })).toBeInTheDocument();
    const city = screen.getByRole('textbox', { name: /^Ville/ });
    expect(city).toHaveAttribute('id', 'renvoi-ville');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Veuillez saisir la ville.');
    expect(city).toHaveAttribute('autocomplete', 'section-renvoi shipping address-level2');
    expect(screen.getByRole('textbox', { name: /^Complément/ })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: /^Code postal/ })).toHaveAttribute('maxLength', '5');
  });

  it('changes the field typed in, and only it', () => {
    render(<Form />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Ville/ }), { target: { value: 'Rezé' } });
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toHaveValue('Rezé');
    expect(screen.getByRole('textbox', { name: /^Adresse/ })).toHaveValue('1 rue Haute');
  });
});
