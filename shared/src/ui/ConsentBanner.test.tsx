import { render, screen } from '@testing-library/react';
import { ConsentBanner } from './ConsentBanner';
import { Button } from './Button';

describe('ConsentBanner', () => {
  it('is a region named by its heading, with its text and its choices', () => {
    render(
      <ConsentBanner
        title="Mesure d'audience"
        actions={
          <>
            <Button>Tout accepter</Button>
            <Button>Tout refuser</Button>
          </>
        }
      >
        <p>Avec votre accord, nous comptons les pages vues.</p>
      </ConsentBanner>,
    );
    const region = screen.getByRole('region', { name: "Mesure d'audience" });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('consent-banner');
    expect(region).not.toHaveAttribute('aria-modal');
    expect(screen.getByRole('heading', { level: 2, name: "Mesure d'audience" })).toBeInTheDocument();
    expect(screen.getByText('Avec votre accord, nous comptons les pages vues.').closest('.consent-banner__body')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Tout accepter', 'Tout refuser']);
    for (const b of buttons) expect(b.parentElement).toHaveClass('consent-banner__actions');
  });

  it('makes its choices the buttons of a form posted to formAction, when given one', () => {
    const { container } = render(
      <ConsentBanner
        title="Mesure d'audience"
        formAction="/consentement"
        actions={
          <Button type="submit" name="mesure" value="0">
            Tout refuser
          </Button>
        }
      >
        <p>Avec votre accord, nous comptons les pages vues.</p>
      </ConsentBanner>,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/consentement');
    expect(form).toHaveClass('consent-banner__actions');
    expect(screen.getByRole('button', { name: 'Tout refuser' }).closest('form')).toBe(form);
  });
});
