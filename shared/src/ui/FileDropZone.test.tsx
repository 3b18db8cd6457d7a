import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FileDropZone } from './FileDropZone';

const pdf = () => new File(['%PDF-1.7'], 'kbis.pdf', { type: 'application/pdf' });

/** A drag event's dataTransfer as the browser gives it for files. */
function dataTransfer(files: File[]) {
  return { types: ['Files'], files: Object.assign([...files], { item: (i: number) => files[i] ?? null }), dropEffect: 'none' };
}

describe('FileDropZone', () => {
  it('is a native file input with a visible label and its hint', () => {
    render(<FileDropZone label="Choisissez le PDF" hint="Le fichier reste sur votre appareil." accept="application/pdf" onFile={() => undefined} />);
    const input = screen.getByLabelText('Choisissez le PDF');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    expect(input).toHaveAccessibleDescription('Le fichier reste sur votre appareil.');
  });

  it('hands over the file chosen in the input', async () => {
    const user = userEvent.setup();
    const onFile = jest.fn();
    render(<FileDropZone label="Choisissez le PDF" onFile={onFile} />);
    const file = pdf();
    await user.upload(screen.getByLabelText('Choisissez le PDF'), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('takes a dropped file and shows where it can be dropped while dragging', () => {
    const onFile = jest.fn();
    const { container } = render(<FileDropZone label="Choisissez le PDF" onFile={onFile} />);
    const zone = container.querySelector('.file-drop')!;
    const file = pdf();
    fireEvent.dragOver(zone, { dataTransfer: dataTransfer([file]) });
    expect(zone).toHaveClass('file-drop--over');
    fireEvent.drop(zone, { dataTransfer: dataTransfer([file]) });
    expect(zone).not.toHaveClass('file-drop--over');
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('ignores drops while disabled', () => {
    const onFile = jest.fn();
    const { container } = render(<FileDropZone label="Choisissez le PDF" onFile={onFile} disabled />);
    fireEvent.drop(container.querySelector('.file-drop')!, { dataTransfer: dataTransfer([pdf()]) });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Choisissez le PDF')).toBeDisabled();
  });

  it('renders on the server without a style attribute', () => {
    const html = renderToString(<FileDropZone label="Choisissez le PDF" id="fichier" onFile={() => undefined} />);
    expect(html).toContain('for="fichier"');
    expect(html).not.toContain('style=');
  });
});
