import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <h1>Bonjour {name}</h1>;
}

describe('lazyPage', () => {
  it('shows « Chargement… » until the page has arrived, then the page with its props', async () => {
    let arrive!: (module: { Greeting: typeof Greeting }) => void;
    const load = jest.fn(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load, (m) => m.Greeting);
    render(<Page name="Alice" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(load).toHaveBeenCalledTimes(1);
    arrive({ Greeting });
    expect(await screen.findByRole('heading', { name: 'Bonjour Alice' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, its code downloaded once', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const Page = lazyPage(load, (m) => m.Greeting);
    await Page.preload();
    render(<Page name="Camille" />);
    expect(screen.getByRole('heading', { name: 'Bonjour Camille' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a page whose download failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('réseau')).mockResolvedValue({ Greeting });
    const Page = lazyPage(load as () => Promise<{ Greeting: typeof Greeting }>, (m) => m.Greeting);
    await expect(Page.preload()).rejects.toThrow('réseau');
    await Page.preload();
    render(<Page name="Alice" />);
    expect(screen.getByRole('heading', { name: 'Bonjour Alice' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
