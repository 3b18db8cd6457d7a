import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  LIBELLES_SOURCE_EVENEMENT,
  LIBELLES_TYPE_AVIS,
  SiteLink,
  SummaryList,
  formatDateFr,
  formatDateTimeParis,
  formatSiren,
  useResource,
  userMessage,
  type Avis,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { OwnedItemPage } from '../../layout/OwnedItemPage';
import { markRevelations, notifyRevelationsChanged } from './api';
import { revelationNoticeNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { MONITORING_CRUMB, REVELATIONS_CRUMB, REVELATIONS_PATH, recordPath } from './paths';
import './monitoring.css';

/** An id as the API numbers them; anything else is not found without asking. */

const orNone = (value: string | null) => value ?? 'Non renseignée';

function NoticeDetail({ notice }: { notice: Avis }) {
  const r = notice.revelation;
  const [read, setRead] = useState(r.lue);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const opened = useRef(false);

  // Opening the notice reads it.
  useEffect(() => {
    if (opened.current || r.lue) return;
    opened.current = true;
    markRevelations([r.id], true).then(
      () => {
        setRead(true);
        notifyRevelationsChanged();
      },
      () => undefined,
    );
  }, [r.id, r.lue]);

  const toggle = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await markRevelations([r.id], !read);
      setRead(!read);
      notifyRevelationsChanged();
      setMessage({ tone: 'success', text: read ? 'La révélation est de nouveau marquée comme non lue.' : 'La révélation est marquée comme lue.' });
    } catch (err) {
      setMessage({ tone: 'error', text: userMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const e = notice.entreprise;
  const href = recordPath({ id: e.id, siren: e.siren, denomination: e.denomination });
  return (
    <>
      <p className="notice-text">{notice.texte}</p>
      <h2>L'entreprise</h2>
      <SummaryList
        items={[
          { key: 'denomination', term: 'Dénomination', description: href ? <SiteLink href={href}>{e.denomination}</SiteLink> : e.denomination },
          ...(e.siren ? [{ key: 'siren', term: 'SIREN', description: formatSiren(e.siren) }] : []),
          ...(e.forme_juridique ? [{ key: 'forme', term: 'Forme juridique', description: e.forme_juridique }] : []),
          ...(e.adresse_siege ? [{ key: 'siege', term: 'Adresse du siège', description: e.adresse_siege }] : []),
          ...(e.greffe ? [{ key: 'greffe', term: 'Greffe', description: e.greffe }] : []),
        ]}
      />
      <h2>Le changement</h2>
      <SummaryList
        items={[
          { key: 'evenement', term: 'Événement', description: r.libelle },
          { key: 'type', term: "Type d'avis", description: LIBELLES_TYPE_AVIS[r.type_avis] },
          { key: 'ancienne', term: 'Ancienne valeur', description: orNone(r.ancienne_valeur) },
          { key: 'nouvelle', term: 'Nouvelle valeur', description: orNone(r.nouvelle_valeur) },
          { key: 'date', term: "Date de l'événement", description: formatDateFr(r.date_evenement) },
          { key: 'source', term: 'Source', description: LIBELLES_SOURCE_EVENEMENT[r.source] },
          { key: 'revele', term: 'Révélée le', description: formatDateTimeParis(r.revele_le) },
          { key: 'lecture', term: 'Lecture', description: read ? 'Lue' : 'Non lue' },
        ]}
      />
      {message && (
        <Alert tone={message.tone} live={message.tone === 'error' ? 'assertive' : 'polite'}>
          <p>{message.text}</p>
        </Alert>
      )}
      <div className="btn-group notice-actions">
        <Button variant="secondary" disabled={busy} onClick={() => void toggle()}>
          {read ? 'Marquer comme non lue' : 'Marquer comme lue'}
        </Button>
      </div>
      <p>
        <Link to={REVELATIONS_PATH}>Retour à mes révélations</Link>
      </p>
    </>
  );
}

/** /espace-personnel/mes-surveillances/mes-revelations/{id}: the notice of one revelation; opening it reads it. */
export function RevelationNoticePage() {
  const needs = usePageNeeds(revelationNoticeNeeds);
  const resource = useResource(needs.notice);
  return (
    <OwnedItemPage
      titles={{ missing: 'Révélation introuvable', ready: (data) => `${LIBELLES_TYPE_AVIS[data.revelation.type_avis]} – ${data.entreprise.denomination}`, pending: 'Avis' }}
      trail={[MONITORING_CRUMB, REVELATIONS_CRUMB]}
      crumb="Avis"
      description="Ce qui a changé dans une entreprise que vous surveillez, quand, et selon quelle source."
      resource={resource}
      valid={needs.valid}
      missing={{ title: 'Cette révélation est introuvable', text: "Elle n'existe pas ou ne concerne pas l'un de vos comptes clients.", to: REVELATIONS_PATH, label: 'Voir mes révélations' }}
      loadingLabel="Chargement de l'avis…"
      failedTitle="L'avis n'a pas pu être chargé"
    >
      {(data) => <NoticeDetail key={data.revelation.id} notice={data} />}
    </OwnedItemPage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { revelationNoticeNeeds };
