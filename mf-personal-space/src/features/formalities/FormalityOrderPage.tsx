import { useStore } from 'zustand';
import {
  Alert,
  DataTable,
  FORMALITY_STATUS_LABELS,
  FORMALITY_TYPE_LABELS,
  SummaryList,
  authStore,
  formatAmount,
  formatDateFr,
  formatDateTimeParis,
  formatSiren,
  useResource,
  type EtapeFormalite,
  type FormaliteDetail,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { OwnedItemPage } from '../../layout/OwnedItemPage';
import { formalityOrderNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { FormalityStatus } from './labels';
import { FORMALITIES_CRUMB, FORMALITIES_PATH } from './paths';

const NONE = 'Non renseigné';

/** What the customer has to know first: the registry asks for a correction, or refused. */
function Outcome({ f }: { f: FormaliteDetail }) {
  if (f.statut === 'A_REGULARISER') {
    return (
      <Alert tone="warning" title="Votre formalité est à régulariser" headingLevel={2}>
        {f.motif && <p>{f.motif}</p>}
        <p>Transmettez les pièces demandées au {f.greffe.libelle.charAt(0).toLowerCase() + f.greffe.libelle.slice(1)} pour qu'il reprenne son examen.</p>
      </Alert>
    );
  }
  if (f.statut === 'REJETEE') {
    return (
      <Alert tone="error" title="Votre formalité a été rejetée" headingLevel={2}>
        {f.motif && <p>{f.motif}</p>}
      </Alert>
    );
  }
  if (f.statut === 'VALIDEE') {
    return (
      <Alert tone="success" title="Votre formalité est validée" headingLevel={2}>
        <p>{f.date_inscription ? `Elle a été inscrite au registre le ${formatDateFr(f.date_inscription)}.` : 'Elle a été inscrite au registre.'}</p>
      </Alert>
    );
  }
  return null;
}

function FormalityDetail({ f }: { f: FormaliteDetail }) {
  return (
    <>
      <Outcome f={f} />
      <SummaryList
        items={[
          { key: 'reference', term: 'Référence', description: f.reference },
          { key: 'identifiant', term: 'Identifiant de la formalité', description: String(f.id) },
          { key: 'type', term: 'Type', description: FORMALITY_TYPE_LABELS[f.type] },
          { key: 'objet', term: 'Objet', description: f.objet },
          { key: 'entreprise', term: 'Entreprise', description: f.entreprise.siren ? `${f.entreprise.denomination} (SIREN ${formatSiren(f.entreprise.siren)})` : f.entreprise.denomination },
          { key: 'greffe', term: 'Greffe', description: f.greffe.libelle },
          { key: 'liasse', term: 'N° de liasse', description: f.numero_liasse ?? 'Attribué à la transmission' },
          { key: 'etat', term: 'État', description: <FormalityStatus status={f.statut} /> },
          { key: 'transmise', term: 'Transmise au greffe le', description: f.transmise_le ? formatDateTimeParis(f.transmise_le) : 'Pas encore transmise' },
          { key: 'frais', term: 'Frais de greffe TTC', description: f.frais_ttc === null ? NONE : formatAmount(f.frais_ttc, { thousandsSeparator: true, currency: 'EUR' }) },
        ]}
      />
      <h2>Étapes</h2>
      <div className="table-wrap">
        <DataTable<EtapeFormalite>
          caption="Étapes de la formalité"
          captionHidden
          rows={f.historique}
          rowKey={(e) => `${e.le}-${e.statut}`}
          columns={[
            { key: 'etape', header: 'Étape', cell: (e) => FORMALITY_STATUS_LABELS[e.statut], rowHeader: true },
            { key: 'le', header: 'Date', cell: (e) => formatDateTimeParis(e.le) },
            { key: 'commentaire', header: 'Précision', cell: (e) => e.commentaire ?? '—' },
          ]}
        />
      </div>
      <p>
        <Link to={FORMALITIES_PATH}>Retour à mes formalités</Link>
      </p>
    </>
  );
}

/**
 * /espace-personnel/mes-formalites/commande?ref&identifiantFormalite: one formality of the
 * person's accounts; another account's, or an address whose two identifiers disagree, is not found.
 */
export function FormalityOrderPage() {
  const needs = usePageNeeds(formalityOrderNeeds);
  const { ref, formalityId, valid } = needs;
  const connected = useStore(authStore, (s) => s.connected);
  const found = useResource(needs.formality);
  const mismatch = found.status === 'ready' && formalityId !== null && String(found.data.id) !== formalityId;
  const matches = !(connected && !valid) && !mismatch;
  const title = ref ? `Commande de formalité ${ref}` : 'Commande de formalité';
  return (
    <OwnedItemPage
      titles={{ missing: 'Formalité introuvable', ready: () => title, pending: title }}
      trail={[FORMALITIES_CRUMB]}
      crumb="Commande"
      description="Une formalité déposée auprès du greffe : son objet, son état et ses étapes."
      resource={found}
      valid={matches}
      missing={{ title: 'Cette formalité est introuvable', text: "Elle n'existe pas ou n'a pas été déposée par l'un de vos comptes clients.", to: FORMALITIES_PATH, label: 'Voir mes formalités' }}
      loadingLabel="Chargement de la formalité…"
      failedTitle="La formalité n'a pas pu être chargée"
    >
      {(data) => <FormalityDetail f={data} />}
    </OwnedItemPage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { formalityOrderNeeds };
