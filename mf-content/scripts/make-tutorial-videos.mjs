#!/usr/bin/env node
// Regenerates the video tutorials from one description, mf-content/scripts/tutorials.json.
//
// Each tutorial there has a slug, its page's titre, description and ordre, and its slides
// ("diapositives"): a heading ("titre"), the lines shown on the slide ("ecran") and the caption
// shown under it ("sousTitre"), with an optional duration in seconds ("duree"; by default it
// follows the length of the text). A slide may then show a screenshot of the site ("capture": the
// name of a picture of captures/, taken by capture-tutorial-screens.mjs with the frame drawn around
// what it points at, from captures/cadres.json) for its last 4 seconds, described in the transcript
// by "captureTexte". The caption stays on screen during both. From that one description the script
// writes, for each tutorial:
//   content/medias/<slug>.webm  the slides, VP9 without sound, 1280x720 at 10 frames per second
//   content/medias/<slug>.vtt   French captions, one cue per slide, timed to the slides
//   content/medias/<slug>.png   the poster: the first slide
//   content/tutoriels-videos/<slug>.md  the page (modele: video): front matter with the video's
//                               files and duration, then the full transcript, a ## section per slide
// so the captions, the slides and the transcript cannot disagree. Edit tutorials.json, never the
// generated files, then run from the repository root:
//   node mf-content/scripts/make-tutorial-videos.mjs            all tutorials
//   node mf-content/scripts/make-tutorial-videos.mjs <slug>...  some of them
//   node mf-content/scripts/make-tutorial-videos.mjs --text     only the .vtt and .md (no ffmpeg)
//   node mf-content/scripts/make-tutorial-videos.mjs --check    fails if a .vtt or .md is out of date
// It needs ffmpeg (with libvpx-vp9 and drawtext) and the DejaVu Sans fonts (Debian: ffmpeg,
// fonts-dejavu-core; FONT_DIR overrides where they are). The build does not run it, the media are
// committed; the unit tests run its --check (tutorials.test.ts), which needs neither.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const CONTENT = join(HERE, '..', 'content');
const MEDIA_DIR = join(CONTENT, 'medias');
const PAGE_DIR = join(CONTENT, 'tutoriels-videos');
const DESCRIPTION = join(HERE, 'tutorials.json');
const CAPTURES = join(HERE, 'captures');

// Frame and look: dark text on white, white on the portal's blue (contrast above 12:1), large type.
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 10;
const CRF = 34;
const MARGIN = 64;
const BLUE = '0x00355f';
const INK = '0x1a1a1a';
/** Nothing is drawn below this line: the player shows the captions there. */
const CONTENT_BOTTOM = 590;
/** The frame around what a screenshot points at: a colour no page of the site uses, 6 px wide. */
const HIGHLIGHT = '0xd4351c';
const BAND = 96;
/** How long a slide's screenshot shows, at the end of the slide. */
const CAPTURE_SECONDS = 4;
/** Screenshots are enlarged up to this factor around what they point at, to be read more easily. */
const MAX_ZOOM = 1.5;
const LIMITS = { totalSeconds: [40, 90], videoBytes: 1.5 * 1024 * 1024, posterBytes: 150 * 1024 };
/** Characters that would change the meaning of the Markdown transcript; the text must read the same everywhere. */
const MARKDOWN_SYNTAX = /[<>*_`[\]\\#|]/;

const FONT_DIR = process.env.FONT_DIR || '/usr/share/fonts/truetype/dejavu';
const FONTS = { regular: join(FONT_DIR, 'DejaVuSans.ttf'), bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf') };

// ---------------------------------------------------------------------------------------------
// Text measurement: advance widths read from the font itself (cmap format 4 and hmtx), so lines
// are wrapped to the real width of the slide.

function fontMetrics(file) {
  const b = readFileSync(file);
  const tables = {};
  for (let i = 0, n = b.readUInt16BE(4); i < n; i++) {
    const r = 12 + i * 16;
    tables[b.toString('latin1', r, r + 4)] = b.readUInt32BE(r + 8);
  }
  const unitsPerEm = b.readUInt16BE(tables.head + 18);
  const hMetrics = b.readUInt16BE(tables.hhea + 34);
  const advance = (glyph) => b.readUInt16BE(tables.hmtx + 4 * Math.min(glyph, hMetrics - 1));
  let sub = -1;
  for (let i = 0, n = b.readUInt16BE(tables.cmap + 2); i < n; i++) {
    const r = tables.cmap + 4 + i * 8;
    const platform = b.readUInt16BE(r);
    const encoding = b.readUInt16BE(r + 2);
    const at = tables.cmap + b.readUInt32BE(r + 4);
    if (((platform === 3 && encoding === 1) || platform === 0) && b.readUInt16BE(at) === 4) sub = at;
  }
  if (sub < 0) throw new Error(`${file}: no Unicode BMP character map`);
  const segments = b.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const glyphOf = (code) => {
    for (let i = 0; i < segments; i++) {
      if (b.readUInt16BE(ends + i * 2) < code) continue;
      const start = b.readUInt16BE(starts + i * 2);
      if (start > code) return 0;
      const delta = b.readInt16BE(deltas + i * 2);
      const offset = b.readUInt16BE(rangeOffsets + i * 2);
      if (offset === 0) return (code + delta) & 0xffff;
      const g = b.readUInt16BE(rangeOffsets + i * 2 + offset + (code - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map();
  return (text, size) => {
    let units = 0;
    for (const ch of text) {
      if (!cache.has(ch)) cache.set(ch, advance(glyphOf(ch.codePointAt(0))));
      units += cache.get(ch);
    }
    return (units * size) / unitsPerEm;
  };
}

/**
 * Words as they may be broken: French punctuation stays with its word (« x », a colon, a
 * semicolon, a question or exclamation mark), as a no-break space would keep it.
 */
function words(text) {
  const out = [];
  for (const w of text.split(/\s+/).filter(Boolean)) {
    const last = out.length - 1;
    if (last >= 0 && (/^[»:;?!]/.test(w) || out[last] === '«')) out[last] += ` ${w}`;
    else out.push(w);
  }
  return out;
}

function wrap(text, measure, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const w of words(text)) {
    const candidate = line ? `${line} ${w}` : w;
    if (line && measure(candidate, size) > maxWidth) {
      lines.push(line);
      line = w;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The description.

function readDescription() {
  const { tutoriels } = JSON.parse(readFileSync(DESCRIPTION, 'utf8'));
  const problems = [];
  const seen = new Set();
  for (const t of tutoriels) {
    const where = `tutorials.json, ${t.slug}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(t.slug ?? '')) problems.push(`${where}: slug must be lower case words separated by hyphens`);
    if (seen.has(t.slug)) problems.push(`${where}: slug used twice`);
    seen.add(t.slug);
    if (!(t.titre?.length >= 3 && t.titre.length <= 90)) problems.push(`${where}: titre must have 3 to 90 characters`);
    if (!(t.description?.length >= 50 && t.description.length <= 170)) problems.push(`${where}: description must have 50 to 170 characters (has ${t.description?.length})`);
    if (t.titreCourt !== undefined && t.titreCourt.length > 40) problems.push(`${where}: titreCourt must have 40 characters at most`);
    if (!Array.isArray(t.diapositives) || t.diapositives.length < 2) problems.push(`${where}: at least two slides`);
    for (const [i, s] of (t.diapositives ?? []).entries()) {
      const texts = [s.titre, s.sousTitre, ...(s.ecran ?? [])];
      if (!s.titre || !s.sousTitre || !Array.isArray(s.ecran)) problems.push(`${where}, slide ${i + 1}: titre, ecran and sousTitre are required`);
      for (const text of texts.filter(Boolean)) {
        if (MARKDOWN_SYNTAX.test(text)) problems.push(`${where}, slide ${i + 1}: « ${text} » holds a Markdown character (< > * _ \` [ ] \\ # |)`);
        if (text.includes('-->')) problems.push(`${where}, slide ${i + 1}: « --> » cannot appear in a caption`);
      }
      if (s.duree !== undefined && !(Number.isInteger(s.duree) && s.duree >= 3 + (s.capture ? CAPTURE_SECONDS : 0))) problems.push(`${where}, slide ${i + 1}: duree is a whole number of seconds, 3 or more (plus ${CAPTURE_SECONDS} with a capture)`);
      if (s.capture !== undefined) {
        if (i === 0) problems.push(`${where}: the first slide is the poster, it has no capture`);
        if (!s.captureTexte) problems.push(`${where}, slide ${i + 1}: a capture needs its description (captureTexte)`);
        else if (MARKDOWN_SYNTAX.test(s.captureTexte)) problems.push(`${where}, slide ${i + 1}: captureTexte holds a Markdown character`);
        if (!existsSync(join(CAPTURES, `${s.capture}.png`))) problems.push(`${where}, slide ${i + 1}: captures/${s.capture}.png is missing (run capture-tutorial-screens.mjs)`);
        else if (!frames()[s.capture]) problems.push(`${where}, slide ${i + 1}: captures/cadres.json has no frame for ${s.capture}`);
      }
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return tutoriels.map((t) => {
    let start = 0;
    const slides = t.diapositives.map((s) => {
      const seconds = s.duree ?? defaultSeconds(s);
      const slide = { ...s, start, end: start + seconds };
      start += seconds;
      return slide;
    });
    return { ...t, slides, seconds: start };
  });
}

/**
 * Time to read the slide and its caption (the caption repeats part of the slide): 30 characters a
 * second plus 1.5 s, 6 s at least; a screenshot adds 1 s (the caption stays on screen with it).
 */
function defaultSeconds(slide) {
  const chars = [slide.titre, slide.sousTitre, ...slide.ecran].join(' ').length;
  return Math.max(6, Math.round(1.5 + chars / 30)) + (slide.capture ? 1 : 0);
}

let frameCache;
/** The frames of the screenshots, [x, y, width, height] in the 1280 x 624 picture, by name. */
function frames() {
  const file = join(CAPTURES, 'cadres.json');
  frameCache ??= existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return frameCache;
}

// ---------------------------------------------------------------------------------------------
// Captions and transcript.

function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function captions(t) {
  const cues = t.slides.map((s, i) => `${i + 1}\n${timestamp(s.start)} --> ${timestamp(s.end)}\n${s.sousTitre}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function isoDuration(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  // Seconds are always written (PT1M0S): the content build reads PT(<m>M)<s>S.
  return `PT${m ? `${m}M` : ''}${s}S`;
}

function spokenDuration(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [m ? `${m} min` : '', s ? `${s} s` : ''].filter(Boolean).join(' ');
}

function page(t) {
  const q = (v) => JSON.stringify(v);
  const front = [
    '---',
    `titre: ${q(t.titre)}`,
    ...(t.titreCourt ? [`titreCourt: ${q(t.titreCourt)}`] : []),
    `description: ${q(t.description)}`,
    'modele: video',
    ...(t.ordre !== undefined ? [`ordre: ${t.ordre}`] : []),
    ...(t.misAJour ? [`misAJour: ${q(t.misAJour)}`] : []),
    'video:',
    `  fichier: /medias/${t.slug}.webm`,
    `  sousTitres: /medias/${t.slug}.vtt`,
    `  affiche: /medias/${t.slug}.png`,
    `  duree: ${isoDuration(t.seconds)}`,
    '---',
  ];
  const intro =
    `La vidéo dure ${spokenDuration(t.seconds)} et n’a pas de son. Voici sa transcription complète : ` +
    'pour chaque diapositive, son sous-titre, le texte affiché à l’écran et, s’il y en a une, la capture d’écran du site qui suit.';
  const sections = t.slides.map((s) =>
    [
      `## ${s.titre}`,
      s.sousTitre,
      ...(s.ecran.length ? ['À l’écran :', s.ecran.map((line) => `- ${line}`).join('\n')] : []),
      ...(s.capture ? [`Capture d’écran : ${s.captureTexte}`] : []),
    ].join('\n\n'),
  );
  return `${front.join('\n')}\n\n${intro}\n\n${sections.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Slides and video.

/**
 * One drawtext per line, reading its text from a file (no escaping, no % expansion). `y` is the top
 * of the line box: the baseline sits at 0.95 em below it whatever the glyphs of the line (drawtext
 * places the top of the tallest glyph at y, so y is given as the baseline minus that ascent).
 */
function textFilter(work, name, text, { font, size, color, x, y }) {
  const file = join(work, `${name}.txt`);
  writeFileSync(file, text);
  return `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontsize=${size}:fontcolor=${color}:x=${x}:y=${Math.round(y + size * 0.95)}-ascent`;
}

/** The filter drawing slide `index` of `t` on a white frame; throws when its text does not fit. */
function slideFilter(work, t, index, measure) {
  const slide = t.slides[index];
  const maxWidth = WIDTH - 2 * MARGIN;
  const filters = [];
  const text = (name, value, opts) => filters.push(textFilter(work, `s${index}-${name}`, value, opts));
  let y;
  if (index === 0) {
    // Title slide, the poster: the tutorial's title on the portal's blue.
    filters.push(`drawbox=x=0:y=0:w=${WIDTH}:h=${HEIGHT}:color=${BLUE}:t=fill`);
    text('kicker', 'Tutoriel vidéo', { font: FONTS.regular, size: 32, color: 'white', x: MARGIN, y: 84 });
    y = 150;
    for (const [i, line] of wrap(t.titre, measure.bold, 64, maxWidth).entries()) {
      text(`title${i}`, line, { font: FONTS.bold, size: 64, color: 'white', x: MARGIN, y });
      y += 80;
    }
    filters.push(`drawbox=x=${MARGIN}:y=${y + 8}:w=140:h=8:color=white:t=fill`);
    y += 56;
    for (const [j, item] of slide.ecran.entries()) {
      for (const [i, line] of wrap(item, measure.regular, 36, maxWidth).entries()) {
        text(`l${j}-${i}`, line, { font: FONTS.regular, size: 36, color: 'white', x: MARGIN, y });
        y += 50;
      }
      y += 14;
    }
  } else {
    filters.push(`drawbox=x=0:y=0:w=${WIDTH}:h=96:color=${BLUE}:t=fill`);
    text('band', t.titreCourt ?? t.titre, { font: FONTS.bold, size: 30, color: 'white', x: MARGIN, y: 32 });
    text('count', `${index + 1} / ${t.slides.length}`, { font: FONTS.regular, size: 30, color: 'white', x: `w-tw-${MARGIN}`, y: 32 });
    y = 138;
    for (const [i, line] of wrap(slide.titre, measure.bold, 50, maxWidth).entries()) {
      text(`title${i}`, line, { font: FONTS.bold, size: 50, color: INK, x: MARGIN, y });
      y += 64;
    }
    filters.push(`drawbox=x=${MARGIN}:y=${y + 4}:w=120:h=6:color=${BLUE}:t=fill`);
    y += 44;
    const indent = 44;
    for (const [j, item] of slide.ecran.entries()) {
      filters.push(`drawbox=x=${MARGIN + 4}:y=${y + 13}:w=14:h=14:color=${BLUE}:t=fill`);
      for (const [i, line] of wrap(item, measure.regular, 38, maxWidth - indent).entries()) {
        text(`l${j}-${i}`, line, { font: FONTS.regular, size: 38, color: INK, x: MARGIN + indent, y });
        y += 52;
      }
      y += 18;
    }
  }
  if (y - 18 > CONTENT_BOTTOM) throw new Error(`${t.slug}, slide ${index + 1} (« ${slide.titre} »): too much text, it reaches ${y - 18}px (limit ${CONTENT_BOTTOM}px)`);
  return filters.join(',');
}

/**
 * The screenshot of `slide` under a band with its heading, enlarged around the part it points at
 * (up to MAX_ZOOM), with a frame around that part.
 */
function captureFilter(work, t, index) {
  const slide = t.slides[index];
  const [fx, fy, fw, fh] = frames()[slide.capture];
  const height = HEIGHT - BAND;
  const zoom = Math.max(1, Math.min(MAX_ZOOM, WIDTH / (fw + 96), height / (fh + 96)));
  const cw = Math.round(WIDTH / zoom);
  const ch = Math.round(height / zoom);
  const clamp = (v, max) => Math.max(0, Math.min(max, Math.round(v)));
  const cx = clamp(fx + fw / 2 - cw / 2, WIDTH - cw);
  const cy = clamp(fy + fh / 2 - ch / 2, height - ch);
  const pad = 8;
  const bx = Math.max(0, Math.round((fx - cx) * zoom) - pad);
  const by = Math.max(0, Math.round((fy - cy) * zoom) - pad);
  const bw = Math.min(WIDTH - bx, Math.round(fw * zoom) + 2 * pad);
  const bh = Math.min(height - by, Math.round(fh * zoom) + 2 * pad);
  const band = [
    `drawbox=x=0:y=0:w=${WIDTH}:h=${BAND}:color=${BLUE}:t=fill`,
    textFilter(work, `c${index}-band`, slide.titre, { font: FONTS.bold, size: 30, color: 'white', x: MARGIN, y: 32 }),
    textFilter(work, `c${index}-label`, 'Capture d’écran', { font: FONTS.regular, size: 30, color: 'white', x: `w-tw-${MARGIN}`, y: 32 }),
  ];
  return [
    `[1:v]crop=${cw}:${ch}:${cx}:${cy},scale=${WIDTH}:${height}:flags=lanczos,drawbox=x=${bx}:y=${by}:w=${bw}:h=${bh}:color=${HIGHLIGHT}:t=6[shot]`,
    `[0:v][shot]overlay=0:${BAND},${band.join(',')}`,
  ].join(';');
}

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

function renderMedia(t, measure) {
  const work = mkdtempSync(join(tmpdir(), `tutorial-${t.slug}-`));
  try {
    // Each slide, then its screenshot if it has one: the pictures and how long each shows.
    const shown = [];
    for (const [i, s] of t.slides.entries()) {
      const png = join(work, `slide-${i}.png`);
      const filterFile = join(work, `slide-${i}.filter`);
      writeFileSync(filterFile, slideFilter(work, t, i, measure));
      ffmpeg(['-f', 'lavfi', '-i', `color=c=white:s=${WIDTH}x${HEIGHT}:d=1`, '-filter_script:v', filterFile, '-frames:v', '1', '-pix_fmt', 'rgb24', png]);
      const length = s.end - s.start;
      if (!s.capture) {
        shown.push({ png, start: s.start, seconds: length });
        continue;
      }
      const shot = join(work, `capture-${i}.png`);
      const shotFilter = join(work, `capture-${i}.filter`);
      writeFileSync(shotFilter, captureFilter(work, t, i));
      ffmpeg(['-f', 'lavfi', '-i', `color=c=white:s=${WIDTH}x${HEIGHT}:d=1`, '-i', join(CAPTURES, `${s.capture}.png`), '-filter_complex_script', shotFilter, '-frames:v', '1', '-pix_fmt', 'rgb24', shot]);
      shown.push({ png, start: s.start, seconds: length - CAPTURE_SECONDS }, { png: shot, start: s.end - CAPTURE_SECONDS, seconds: CAPTURE_SECONDS });
    }
    const images = shown.map((p) => p.png);
    const list = join(work, 'slides.ffconcat');
    const entries = shown.map((p) => `file '${p.png}'\nduration ${p.seconds}`);
    writeFileSync(list, `ffconcat version 1.0\n${entries.join('\n')}\nfile '${images.at(-1)}'\n`);
    const video = join(MEDIA_DIR, `${t.slug}.webm`);
    ffmpeg([
      '-f', 'concat', '-safe', '0', '-i', list,
      '-vf', `fps=${FPS},format=yuv420p`,
      '-t', String(t.seconds),
      // A key frame where each picture starts (seeking stays exact) and none in between: the slides do not move.
      '-force_key_frames', shown.map((p) => p.start).join(','), '-g', String(FPS * 60),
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(CRF), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
      '-an', '-metadata', `title=${t.titre}`, '-metadata:s:v', 'language=fre',
      video,
    ]);
    copyFileSync(images[0], join(MEDIA_DIR, `${t.slug}.png`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const textOnly = check || args.includes('--text');
  const only = args.filter((a) => !a.startsWith('--'));
  const tutorials = readDescription().filter((t) => only.length === 0 || only.includes(t.slug));
  if (only.length && tutorials.length !== only.length) throw new Error(`Unknown slug among: ${only.join(', ')}`);

  const stale = [];
  const measure = textOnly ? null : { regular: fontMetrics(FONTS.regular), bold: fontMetrics(FONTS.bold) };
  for (const t of tutorials) {
    const [min, max] = LIMITS.totalSeconds;
    if (t.seconds < min || t.seconds > max) console.warn(`${t.slug}: lasts ${t.seconds} s, outside ${min}–${max} s`);
    const files = { [join(MEDIA_DIR, `${t.slug}.vtt`)]: captions(t), [join(PAGE_DIR, `${t.slug}.md`)]: page(t) };
    for (const [file, text] of Object.entries(files)) {
      if (check) {
        if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(file);
      } else writeFileSync(file, text);
    }
    if (textOnly) continue;
    renderMedia(t, measure);
    const sizes = ['webm', 'png'].map((ext) => statSync(join(MEDIA_DIR, `${t.slug}.${ext}`)).size);
    if (sizes[0] > LIMITS.videoBytes) console.warn(`${t.slug}.webm: ${sizes[0]} bytes, above ${LIMITS.videoBytes}`);
    if (sizes[1] > LIMITS.posterBytes) console.warn(`${t.slug}.png: ${sizes[1]} bytes, above ${LIMITS.posterBytes}`);
    console.log(`${t.slug}: ${t.slides.length} slides, ${t.seconds} s, video ${Math.round(sizes[0] / 1024)} KB, poster ${Math.round(sizes[1] / 1024)} KB`);
  }
  if (stale.length) {
    console.error(`Out of date (run node mf-content/scripts/make-tutorial-videos.mjs):\n${stale.join('\n')}`);
    process.exitCode = 1;
  } else if (check) console.log('Captions and transcripts match tutorials.json.');
}

main();
