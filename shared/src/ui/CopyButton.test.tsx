import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CopyButton } from './CopyButton';

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  setClipboard(undefined);
  jest.useRealTimers();
  window.getSelection()?.removeAllRanges();
});

describe('CopyButton', () => {
  it('shows the value and a button named by its label, with an empty polite live region', () => {
    render(
      <CopyButton value="965165210" label="Copier le SIREN 965 165 210">
        965 165 210
      </CopyButton>,
    );
    expect(screen.getByText('965 165 210')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Copier le SIREN 965 165 210' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the raw value and announces "Copié", then clears the message', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup, which installs a clipboard stub of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(
      <CopyButton value="965165210" label="Copier le SIREN 965 165 210" resetAfterMs={1000}>
        965 165 210
      </CopyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Copier le SIREN 965 165 210' }));
    expect(writeText).toHaveBeenCalledWith('965165210');
    expect(await screen.findByText('Copié')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button').closest('.copy-button')).toHaveClass('copy-button--copied');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the copy failed and selects the value when the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    render(
      <CopyButton value="96516521000026" label="Copier le SIRET 965 165 210 00026">
        965 165 210 00026
      </CopyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Copier le SIRET 965 165 210 00026' }));
    expect(screen.getByRole('status')).toHaveTextContent(/La copie a échoué/);
    expect(window.getSelection()?.toString()).toBe('965 165 210 00026');
  });

  it('says the copy failed when the browser refuses it', async () => {
    const user = userEvent.setup();
    setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    render(<CopyButton value="1234567" label="Copier le RIDET 1234567" />);
    await user.click(screen.getByRole('button', { name: 'Copier le RIDET 1234567' }));
    expect(screen.getByRole('status')).toHaveTextContent(/La copie a échoué/);
    expect(window.getSelection()?.toString()).toBe('1234567');
  });

  it('renders on the server without touching the clipboard', () => {
    const html = renderToString(<CopyButton value="965165210" label="Copier le SIREN 965 165 210" />);
    expect(html).toContain('aria-label="Copier le SIREN 965 165 210"');
    expect(html).not.toContain('style=');
  });
});
