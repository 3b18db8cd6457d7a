import { renderAnswerSchema } from './renderAnswer';

const ANSWER = {
  html: '<p>Boulangerie</p>',
  data: { 'company:1': { name: 'Dupont' } },
  head: { title: 'Boulangerie', jsonLd: [{ '@type': 'Organization' }], status: 404 },
  css: ['app.css'],
  entry: 'remoteEntry.js',
  js: ['app.js'],
};

describe('renderAnswerSchema', () => {
  it('accepts a render answer as the remotes send it, with or without its optional parts', () => {
    expect(renderAnswerSchema.parse(ANSWER)).toEqual(ANSWER);
    const bare = { html: '', data: {}, head: { jsonLd: [] }, css: [] };
    expect(renderAnswerSchema.parse(bare)).toEqual(bare);
    expect(renderAnswerSchema.safeParse({ ...bare, entry: null }).success).toBe(true);
  });

  it.each([
    ['markup that is not text', { ...ANSWER, html: 1 }],
    ['data that is not an object', { ...ANSWER, data: null }],
    ['a head without its JSON-LD', { ...ANSWER, head: { title: 'x' } }],
    ['a status outside HTTP statuses', { ...ANSWER, head: { ...ANSWER.head, status: 99 } }],
    ['a status that is not an integer', { ...ANSWER, head: { ...ANSWER.head, status: 200.5 } }],
    ['stylesheets that are not names', { ...ANSWER, css: [1] }],
    ['scripts that are not a list', { ...ANSWER, js: 'app.js' }],
  ])('refuses %s', (_name, answer) => {
    expect(renderAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
