// A streaming RFC 4180 reader for INSEE's stock files: comma-separated, double-quoted fields with
// "" escapes, quoted line breaks, LF or CRLF, optional BOM. Lines without a quote (nearly all of
// them) take a split() fast path, which is what lets an import parse several hundred thousand rows
// a second.
import { StringDecoder } from 'node:string_decoder';

export interface CsvRecord {
  fields: string[];
  /** 1-based line number where the record starts (the header is line 1). */
  line: number;
}

export async function* readCsv(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<CsvRecord[]> {
  const decoder = new StringDecoder('utf8');
  let buf = '';
  let line = 1;
  let first = true;
  const parse = (final: boolean): CsvRecord[] => {
    const out: CsvRecord[] = [];
    let pos = 0;
    const n = buf.length;
    // The next quote is looked up again only once passed: searching from every line would
    // rescan the whole buffer each time.
    let quote = -2;
    while (pos < n) {
      const nl = buf.indexOf('\n', pos);
      if (quote !== -1 && quote < pos) quote = buf.indexOf('"', pos);
      if (quote === -1 || (nl !== -1 && quote > nl)) {
        // Fast path: a whole line without quotes.
        if (nl === -1 && !final) break;
        const end = nl === -1 ? n : nl;
        let text = buf.slice(pos, end);
        if (text.endsWith('\r')) text = text.slice(0, -1);
        if (text.length) out.push({ fields: text.split(','), line });
        line++;
        pos = end + 1;
        continue;
      }
      // Slow path: walk the record character by character.
      const fields: string[] = [];
      let field = '';
      let i = pos;
      let lines = 0;
      let complete = false;
      let quoted = false;
      while (i < n) {
        const c = buf.charCodeAt(i);
        if (quoted) {
          if (c === 34) {
            if (i + 1 >= n && !final) break;
            if (buf.charCodeAt(i + 1) === 34) {
              field += '"';
              i += 2;
              continue;
            }
            quoted = false;
            i++;
            continue;
          }
          if (c === 10) lines++;
          field += buf[i];
          i++;
          continue;
        }
        if (c === 34) {
          quoted = true;
          i++;
        } else if (c === 44) {
          fields.push(field);
          field = '';
          i++;
        } else if (c === 10 || c === 13) {
          if (c === 13 && buf.charCodeAt(i + 1) === 10) i++;
          else if (c === 13 && i + 1 >= n && !final) break;
          i++;
          lines++;
          complete = true;
          break;
        } else {
          field += buf[i];
          i++;
        }
      }
      if (!complete && !(final && i >= n)) break; // wait for more data
      fields.push(field);
      out.push({ fields, line });
      line += complete ? lines : lines + 1;
      pos = i;
    }
    buf = buf.slice(pos);
    return out;
  };
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    buf += text;
    const records = parse(false);
    if (records.length) yield records;
  }
  buf += decoder.end();
  const rest = parse(true);
  if (rest.length) yield rest;
}
