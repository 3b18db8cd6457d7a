import { render, screen } from '@testing-library/react';
import { FICTITIOUS_DATA_TITLE, FictitiousDataBanner } from './FictitiousDataBanner';

describe('FictitiousDataBanner', () => {
  it('says plainly that the companies are fictitious when the site runs generated data', () => {
    render(<FictitiousDataBanner generated />);
    expect(screen.getByText(FICTITIOUS_DATA_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/ne décrivent aucune entreprise réelle/)).toBeInTheDocument();
  });

  it('says nothing on a site whose data were loaded from public sources', () => {
    const { container } = render(<FictitiousDataBanner generated={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
