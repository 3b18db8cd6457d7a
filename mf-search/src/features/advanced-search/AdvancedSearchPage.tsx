import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { Button, ErrorSummary, FieldGrid, FormField, MONTHS, PageFrame, publish, useSite } from '@portail/shared';
import { useFilterLists } from '../results';
import { AREA_WORDING, useTerritory } from '../../reference/lists';
import { FilterSelect } from './FilterSelect';
import {
  EMPTY_CRITERIA,
  FIELD_LABELS,
  RESULTS_PATH,
  fieldLabel,
  criteriaQuery,
  readCriteria,
  validateCriteria,
  type Criteria,
  type CriteriaErrors,
  type CriteriaField,
} from './criteria';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

/** The id of a criterion's field. */
const fieldId = (field: CriteriaField) => `advanced-search-${field}`;

export function AdvancedSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Opened from "Modifier la recherche", the form starts from the current criteria.
  const [criteria, setCriteria] = useState<Criteria>(() => readCriteria(params));
  const [errors, setErrors] = useState<CriteriaErrors>({});
  const boost = useSite((s) => s.searchBoost);
  const lists = useFilterLists();
  const places = AREA_WORDING[useTerritory()];

  const set = (field: CriteriaField) => (e: { target: { value: string } }) =>
    setCriteria((c) => ({ ...c, [field]: e.target.value }));
  /** A typed criterion's field: its id (the error summary's link), name, value and error. */
  const typed = (field: CriteriaField) => ({ id: fieldId(field), name: field, value: criteria[field], onChange: set(field), error: errors[field] });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateCriteria(criteria, new Date(), boost);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    publish('search:submitted', { v: 1 });
    navigate(`${RESULTS_PATH}?${criteriaQuery(criteria)}`);
  };

  const reset = () => {
    setCriteria(EMPTY_CRITERIA);
    setErrors({});
  };

  return (
    <PageFrame
      title="Recherche avancée"
      heading="Recherche avancée d'entreprises et de dirigeants"
      breadcrumb={[{ label: 'Recherche avancée' }]}
      description={`Recherchez une entreprise par dénomination, ${fieldLabel('sirenOrSiret', boost)}, domaine d'activité, ${places.field.toLowerCase()}, ou un dirigeant par nom, prénom et date de naissance.`}
    >
      <p>
        Retrouvez une entreprise immatriculée au registre du commerce et des sociétés ou l'un de ses dirigeants.
        Renseignez un ou plusieurs critères : plus ils sont précis, plus la liste des résultats est courte. Depuis
        la fiche d'une entreprise, vous pouvez commander son extrait Kbis, ses comptes annuels, ses actes ou son
        état d'endettement.
      </p>
      <ErrorSummary
        title="La recherche n'a pas pu être lancée"
        errors={(Object.entries(errors) as [keyof CriteriaErrors, string][]).map(([field, message]) => ({
          fieldId: fieldId(field === 'form' ? 'denomination' : field),
          message,
        }))}
      />
      <form className="advanced-search" onSubmit={submit} noValidate>
        <FieldGrid legend="Entreprise">
          <FormField {...typed('denomination')} label={FIELD_LABELS.denomination} autoComplete="organization" />
          <FormField
            {...typed('sirenOrSiret')}
            label={fieldLabel('sirenOrSiret', boost)}
            hint={
              boost === 'NC'
                ? '7 chiffres pour le RIDET, 9 pour le SIREN, 14 pour le SIRET ; les espaces sont acceptés.'
                : '9 chiffres pour le SIREN, 14 chiffres pour le SIRET ; les espaces sont acceptés.'
            }
            inputMode="numeric"
          />
          <FilterSelect field="activityDomain" value={criteria.activityDomain} onChange={set('activityDomain')} divisions={lists.divisions} />
          <FilterSelect field="department" value={criteria.department} onChange={set('department')} departments={lists.departments} />
          <FilterSelect field="legalForm" value={criteria.legalForm} onChange={set('legalForm')} legalForms={lists.legalForms} />
          <FilterSelect field="status" value={criteria.status} onChange={set('status')} />
          <FilterSelect field="companyType" value={criteria.companyType} onChange={set('companyType')} />
        </FieldGrid>
        <FieldGrid legend="Dirigeant">
          <FormField {...typed('nom')} label={FIELD_LABELS.nom} autoComplete="family-name" />
          <FormField {...typed('prenom')} label={FIELD_LABELS.prenom} autoComplete="given-name" />
          <FormField label={FIELD_LABELS.moisDeNaissance}>
            <select name="moisDeNaissance" value={criteria.moisDeNaissance} onChange={set('moisDeNaissance')}>
              <option value="">Tous les mois</option>
              {MONTHS.map((m) => (
                <option key={m.value} value={String(m.value)}>
                  {m.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            {...typed('anneeDeNaissance')}
            label={FIELD_LABELS.anneeDeNaissance}
            hint="Sur 4 chiffres, par exemple 1970."
            inputMode="numeric"
            maxLength={4}
          />
        </FieldGrid>
        <div className="form-actions">
          <Button type="submit">Rechercher</Button>
          <Button variant="secondary" onClick={reset}>
            Effacer les critères
          </Button>
        </div>
      </form>
      <section aria-labelledby="other-searches">
        <h2 id="other-searches">Autres recherches</h2>
        <ul>
          <li>
            <Link to={searchRoutes.departments}>{places.browseLink}</Link>
          </li>
          <li>
            <Link to={searchRoutes.registrySearch}>Trouver le greffe compétent</Link>
          </li>
          <li>
            <Link to={searchRoutes.pledgeSearch}>Rechercher un gage sans dépossession</Link>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
