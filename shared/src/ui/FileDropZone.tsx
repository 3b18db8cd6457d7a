import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react';
import { Icon } from './Icon';
import { classNames } from './classNames';
import { FieldNote } from './FieldNote';

export interface FileDropZoneProps {
  /** Visible label of the file input. */
  label: ReactNode;
  /** Help text under the label (what to choose, what happens to the file). */
  hint?: ReactNode;
  /** The `accept` attribute of the input ("application/pdf,.pdf"). */
  accept?: string;
  /** Called with the file chosen in the input or dropped on the zone. */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Id of the input; generated when omitted. */
  id?: string;
  /** Ref of the input, e.g. to give it focus back. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

function hasFiles(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

/**
 * A labelled, native file input inside a zone where a file can also be dropped. The input is the
 * control (keyboard, screen readers, touch screens): the drop zone is an enhancement for mouse
 * users and adds nothing they could not do with the input. One file at a time.
 */
export function FileDropZone({ label, hint, accept, onFile, disabled = false, id, inputRef, className }: FileDropZoneProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-file`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const [over, setOver] = useState(false);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file) onFile(file);
  };

  const dragOver = (e: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(e)) return;
    // Without this the browser would open the file instead of dropping it here.
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  const dragLeave = (e: DragEvent<HTMLDivElement>) => {
    // Leaving the zone for one of its own children is not leaving it.
    if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
    setOver(false);
  };

  const drop = (e: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(e)) return;
    e.preventDefault();
    setOver(false);
    const files = e.dataTransfer.files;
    const file = files[0];
    if (!file) return;
    // The input shows the dropped file's name where the browser allows setting its files.
    const input = e.currentTarget.querySelector<HTMLInputElement>('input[type="file"]');
    try {
      if (input) input.files = files;
    } catch {
      // Older browsers: the input keeps showing its own choice; the file is checked all the same.
    }
    onFile(file);
  };

  return (
    <div
      className={classNames('file-drop', over && 'file-drop--over', disabled && 'file-drop--disabled', className)}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
    >
      <Icon name="document" size={32} className="file-drop__icon" />
      <label htmlFor={inputId} className="file-drop__label">
        {label}
      </label>
      <FieldNote id={hintId} className="file-drop__hint">
        {hint}
      </FieldNote>
      <input
        ref={inputRef}
        id={inputId}
        className="file-drop__input"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={change}
      />
    </div>
  );
}
