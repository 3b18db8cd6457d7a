import { escapeHtml, html, noIndexPage, raw } from './html';

describe('html', () => {
  it('escapes the five characters that carry meaning in markup', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });

  it('escapes interpolated values unless they are raw markup', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(inner.value).toBe('<b>&lt;i&gt;</b>');
    expect(html`<p>${inner}${raw('<br>')}${'a&b'}</p>`.value).toBe('<p><b>&lt;i&gt;</b><br>a&amp;b</p>');
  });

  it('drops null, undefined and false, keeps 0, and joins arrays item by item', () => {
    expect(html`[${null}${undefined}${false}${0}]`.value).toBe('[0]');
    expect(html`<ul>${[raw('<li>1</li>'), '<li>']}</ul>`.value).toBe('<ul><li>1</li>&lt;li&gt;</ul>');
    expect(String(raw('<x>'))).toBe('<x>');
  });

  it('frames a page in French, out of search engines, with its title, head links and body as given', () => {
    const page = noIndexPage(html`${'A & B'} | Site`, raw('<link rel="stylesheet" href="/s.css">\n'), raw('<main>x</main>\n'));
    expect(page).toMatch(/^<!doctype html>\n<html lang="fr">\n<head>\n/);
    expect(page).toContain('<meta name="robots" content="noindex">\n<title>A &amp; B | Site</title>\n<link rel="stylesheet" href="/s.css">\n</head>');
    expect(page).toContain('<body>\n<main>x</main>\n</body>\n</html>\n');
  });
});
