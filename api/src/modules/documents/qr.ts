// A QR code drawn as vector squares in a PDF: sharp at any zoom and when printed, no image to embed.
import QRCode from 'qrcode';
import type { Pdf } from '../pdf';

/** Draws `text` as a QR code (error correction M, quiet zone of 2 modules) in a `size`-point square. */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fillColor('#FFFFFF').fill();
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill();
  doc.restore();
}
