import { render, screen } from '@testing-library/react';
import { FormSubmit, ProblemAlert } from './FormSubmit';

describe('ProblemAlert', () => {
  it('announces what did not happen and why, and shows nothing without a problem', () => {
    const { rerender } = render(<ProblemAlert title="Le compte n'a pas été sélectionné" problem={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ProblemAlert title="Le compte n'a pas été sélectionné" problem="Service indisponible." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Le compte n'a pas été sélectionné");
    expect(alert).toHaveTextContent('Service indisponible.');
  });
});

describe('FormSubmit', () => {
  it('puts the refusal above the submit button, which says and is disabled while busy', () => {
    const { rerender } = render(<FormSubmit label="Envoyer ma demande" busyLabel="Envoi…" busy={false} problem="Refusé." problemTitle="Votre demande n'a pas été envoyée" />);
    const button = screen.getByRole('button', { name: 'Envoyer ma demande' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(screen.getByRole('alert').compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    rerender(<FormSubmit label="Envoyer ma demande" busyLabel="Envoi…" busy problem={null} problemTitle="Votre demande n'a pas été envoyée" />);
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
