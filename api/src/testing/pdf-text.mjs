// Prints the text of the PDF read on stdin: the items of each page joined with spaces, one line per
// page. A separate process because pdfjs-dist ships as ES modules only, which the test runners
// (CommonJS) cannot import directly. Usage: node pdf-text.mjs < document.pdf
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reports its warnings with console.log: stdout carries the text alone.
console.log = (...args) => console.error(...args);

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

async function main() {
  const data = await readStdin();
  const pdf = await getDocument({ data, useSystemFonts: true, isEvalSupported: false, verbosity: VerbosityLevel.ERRORS }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((s) => s !== '')
        .join(' '),
    );
    page.cleanup();
  }
  await pdf.destroy();
  process.stdout.write(`${pages.join('\n')}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
