import { PageFrame } from '@portail/shared';

export function PricesPage() {
  return (
    <PageFrame
      title="Tarifs"
      heading="Tarifs des documents officiels"
      breadcrumb={[{ label: 'Tarifs' }]}
      description="Les tarifs réglementés des documents officiels délivrés par les greffes des tribunaux de commerce."
    >
      <p>Les tarifs des documents délivrés par les greffes sont réglementés par le Code de commerce.</p>
    </PageFrame>
  );
}
