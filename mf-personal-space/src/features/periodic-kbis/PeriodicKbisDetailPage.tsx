import { useEffect, useRef, useState } from 'react';
import { Alert, Card, DataTable, SummaryList, formatDateFr, formatSiren, useResource, type DataTableColumn, type EnvoiKbis, type KbisPeriodique } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { OwnedItemPage } from '../../layout/OwnedItemPage';
import { formatDateTimeParis } from '@portail/shared';
import { DownloadButton, ORDERS_CRUMB, orderPath, PostalAddress } from '../orders';
import { downloadDelivery } from './api';
import { periodicKbisDetailNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { DeliveryAddressForm } from './DeliveryAddressForm';
import { DeliveryStatus, PeriodicKbisStatus, deliveryModeLabel, durationLabel, frequencyLabel, issuedCount } from './labels';
import { PERIODIC_KBIS_CRUMB, PERIODIC_KBIS_PATH } from './paths';
import { StopPeriodicKbis } from './StopPeriodicKbis';

/** An id as the API numbers them; anything else is not found without asking. */

interface Notice {
  title: string;
  text: string;
  /** Move the focus to it: the control the customer used is gone. */
  focus: boolean;
}

function deliveryColumns(kbis: KbisPeriodique): DataTableColumn<EnvoiKbis>[] {
  return [
    { key: 'rang', header: 'Envoi', cell: (e) => `n° ${e.rang}`, rowHeader: true },
    { key: 'date', header: 'Date prévue', cell: (e) => formatDateFr(e.date_prevue) },
    { key: 'statut', header: 'État', cell: (e) => <DeliveryStatus status={e.statut} /> },
    { key: 'emis', header: 'Émis le', cell: (e) => (e.emis_le ? formatDateTimeParis(e.emis_le) : '—') },
    {
      key: 'pdf',
      header: 'Kbis',
      cell: (e) =>
        e.statut === 'EMIS' && e.id_visualisation !== null ? (
          <DownloadButton download={() => downloadDelivery(kbis, { ...e, id_visualisation: e.id_visualisation! })} label={`Télécharger le PDF du Kbis de l'envoi n° ${e.rang}`}>
            Télécharger le PDF
          </DownloadButton>
        ) : (
          '—'
        ),
    },
  ];
}

function PeriodicKbisDetail({ initial }: { initial: KbisPeriodique }) {
  const [kbis, setKbis] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus();
  }, [notice]);

  const issued = issuedCount(kbis);
  const active = kbis.statut === 'ACTIF';
  return (
    <>
      {notice && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone="success" title={notice.title} headingLevel={2} live="polite">
            <p>{notice.text}</p>
          </Alert>
        </div>
      )}
      <SummaryList
        items={[
          { key: 'entite', term: 'Entreprise', description: `${kbis.entite.denomination}${kbis.entite.siren ? ` (SIREN ${formatSiren(kbis.entite.siren)})` : ''}` },
          { key: 'statut', term: 'État', description: <PeriodicKbisStatus status={kbis.statut} /> },
          { key: 'commande', term: 'Commande', description: <Link to={orderPath(kbis.reference_commande, kbis.date_commande)}>{`n° ${kbis.reference_commande} du ${formatDateFr(kbis.date_commande)}`}</Link> },
          { key: 'diffusion', term: 'Délivrance', description: deliveryModeLabel(kbis.diffusion) },
          { key: 'frequence', term: 'Fréquence', description: `Un extrait ${frequencyLabel(kbis.frequence_mois)} pendant ${durationLabel(kbis.duree_mois)}` },
          { key: 'envois', term: 'Envois effectués', description: `${issued} sur ${kbis.nombre_envois}` },
          { key: 'prochain', term: 'Prochain envoi', description: kbis.prochain_envoi ? formatDateFr(kbis.prochain_envoi) : 'Aucun' },
          ...(kbis.annule_le ? [{ key: 'annule', term: 'Arrêté le', description: formatDateTimeParis(kbis.annule_le) }] : []),
          ...(kbis.adresse_livraison ? [{ key: 'adresse', term: 'Adresse de livraison', description: <PostalAddress a={kbis.adresse_livraison} /> }] : []),
        ]}
      />
      <h2>Envois</h2>
      <div className="table-wrap">
        <DataTable caption="Envois du Kbis périodique" captionHidden columns={deliveryColumns(kbis)} rows={kbis.envois} rowKey={(e) => e.rang} empty="Aucun envoi n'est prévu." />
      </div>
      {active && kbis.diffusion === 'COURRIER' && (
        <Card title="Changer l'adresse de livraison" headingLevel={2}>
          <p>La nouvelle adresse vaut pour les envois restants ; les extraits déjà postés ne sont pas réexpédiés.</p>
          <DeliveryAddressForm
            kbis={kbis}
            onSaved={(updated) => {
              setKbis(updated);
              setNotice({ title: "L'adresse de livraison a été modifiée", text: 'Les prochains envois partiront à cette adresse.', focus: false });
            }}
          />
        </Card>
      )}
      {active && (
        <Card title="Arrêter les envois" headingLevel={2}>
          <p>Les envois prévus seront annulés. Les extraits déjà émis restent disponibles sur cette page.</p>
          <StopPeriodicKbis
            kbis={kbis}
            onStopped={(updated) => {
              const cancelled = updated.envois.filter((e) => e.statut === 'ANNULE').length - kbis.envois.filter((e) => e.statut === 'ANNULE').length;
              setKbis(updated);
              setNotice({
                title: 'Votre Kbis périodique a été arrêté',
                text: cancelled > 0 ? `${cancelled} envoi${cancelled > 1 ? 's' : ''} prévu${cancelled > 1 ? 's ont' : ' a'} été annulé${cancelled > 1 ? 's' : ''}.` : 'Aucun envoi ne restait à faire.',
                focus: true,
              });
            }}
          />
        </Card>
      )}
      <p>
        <Link to={PERIODIC_KBIS_PATH}>Retour à mes Kbis périodiques</Link>
      </p>
    </>
  );
}

/** /espace-personnel/mes-commandes/mes-kbis-periodiques/{id}: one periodic Kbis; another account's is not found. */
export function PeriodicKbisDetailPage() {
  const needs = usePageNeeds(periodicKbisDetailNeeds);
  const resource = useResource(needs.kbis);
  return (
    <OwnedItemPage
      titles={{ missing: 'Kbis périodique introuvable', ready: (data) => `Kbis périodique – ${data.entite.denomination}`, pending: 'Kbis périodique' }}
      trail={[ORDERS_CRUMB, PERIODIC_KBIS_CRUMB]}
      crumb="Kbis périodique"
      description="Un Kbis périodique : ses envois, son adresse de livraison et son arrêt."
      resource={resource}
      valid={needs.valid}
      missing={{ title: 'Ce Kbis périodique est introuvable', text: "Il n'existe pas ou n'a pas été commandé par l'un de vos comptes clients.", to: PERIODIC_KBIS_PATH, label: 'Voir mes Kbis périodiques' }}
      loadingLabel="Chargement du Kbis périodique…"
      failedTitle="Le Kbis périodique n'a pas pu être chargé"
    >
      {(data) => <PeriodicKbisDetail key={data.id} initial={data} />}
    </OwnedItemPage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { periodicKbisDetailNeeds };
