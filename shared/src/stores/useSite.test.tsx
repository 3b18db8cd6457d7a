import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { siteStore } from './stores';
import { useSite } from './useSite';

function Product() {
  return <p>{useSite((s) => s.product)}</p>;
}

afterEach(() => act(() => siteStore.setState(siteStore.getInitialState())));

describe('useSite', () => {
  it("renders the site's current values on the server, not the store's initial ones", () => {
    siteStore.setState({ product: 'nouvelle-caledonie' });
    expect(renderToString(<Product />)).toBe('<p>nouvelle-caledonie</p>');
  });

  it('follows changes of the site in the browser', () => {
    render(<Product />);
    expect(screen.getByText('portail')).toBeInTheDocument();
    act(() => siteStore.setState({ product: 'registre' }));
    expect(screen.getByText('registre')).toBeInTheDocument();
  });
});
