// An incremental update appended to a PDF, as an editor saves changes to a signed file: new
// objects after the last %%EOF, their cross-reference section, and a trailer that points back to
// the previous one. For tests of what the portal says of such a file.

/**
 * `pdf` followed by an update that adds a content stream drawing `text`: what a reader shows may
 * then differ from what was signed, while the signed bytes are untouched.
 */
export function appendIncrementalUpdate(pdf: Buffer, text = 'Capital social : 99 999 999,00 EUR'): Buffer {
  const source = pdf.toString('latin1');
  const previous = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(source);
  const trailers = [...source.matchAll(/trailer\s*<<([\s\S]*?)>>/g)];
  const last = trailers[trailers.length - 1]?.[1] ?? '';
  const size = Number(/\/Size\s+(\d+)/.exec(last)?.[1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(last)?.[1];
  if (!previous || !size || !root) throw new Error('not a PDF with a trailer and startxref');
  const content = `BT /F1 12 Tf 72 700 Td (${text}) Tj ET`;
  const object = `${size} 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`;
  const objectAt = pdf.length + 1;
  const xrefAt = objectAt + object.length;
  const xref = `xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n`;
  const trailer = `trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${previous[1]} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(`\n${object}${xref}${trailer}`, 'latin1')]);
}
