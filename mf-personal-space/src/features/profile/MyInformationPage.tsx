import { useStore } from 'zustand';
import { authStore } from '@portail/shared';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function MyInformationPage() {
  const { firstName, lastName, preferredUsername } = useStore(authStore);
  const rows: [string, string | null][] = [
    ['Nom', lastName],
    ['Prénom', firstName],
    ['Identifiant', preferredUsername],
  ];
  return (
    <PersonalSpacePage title="Mes informations" description="Votre identité et vos coordonnées de contact.">
      <p>
        Vos coordonnées (adresse, code postal, ville, pays, téléphones) sont utilisées pour l'envoi des documents
        commandés par courrier et pour vous contacter au sujet de vos commandes.
      </p>
      <h2>Identité</h2>
      <dl className="data-list">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="data-list__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </PersonalSpacePage>
  );
}
