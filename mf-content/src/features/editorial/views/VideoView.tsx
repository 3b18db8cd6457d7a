import { useEffect, useState } from 'react';
import type { ContentPage } from '../../../content/model';
import { publicBase } from '../../../content/pageData';
import { ContentBody } from '../ContentBody';
import { ContentFrame } from '../ContentFrame';

/** "PT1M20S" -> "1 min 20 s" */
export function formatDuration(iso: string): string {
  const m = /^PT(?:(\d+)M)?(\d+)S$/.exec(iso);
  if (!m) return iso;
  const minutes = Number(m[1] ?? 0);
  const seconds = Number(m[2]);
  return minutes ? `${minutes} min${seconds ? ` ${seconds} s` : ''}` : `${seconds} s`;
}

/**
 * A video tutorial: the video with French captions, then its full transcript (RGAA: an
 * alternative to the video's content). The media are files of this app, wherever it is deployed:
 * their address is known in the browser only, so the player appears once the page is interactive,
 * while the transcript is part of the server's page.
 */
export function VideoView({ page }: { page: ContentPage }) {
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => setBase(publicBase()), []);
  const video = page.video!;
  return (
    <ContentFrame page={page}>
      <figure className="content-video">
        {base === null ? (
          <div className="content-video__frame" aria-hidden="true" />
        ) : (
          // The media come from the content app's origin: a caption track of another origin loads only
          // with a CORS request, which `crossOrigin` asks for (the app's server allows any origin).
          <video className="content-video__frame" controls preload="metadata" crossOrigin="anonymous" poster={`${base}${video.poster}`}>
            <source src={`${base}${video.file}`} type="video/webm" />
            <track kind="captions" srcLang="fr" label="Français" src={`${base}${video.captions}`} default />
          </video>
        )}
        <figcaption>
          Vidéo sans son, sous-titrée en français · durée {formatDuration(video.duration)} · transcription ci-dessous
        </figcaption>
      </figure>
      <section aria-labelledby="transcription" className="content-transcript">
        <h2 id="transcription">Transcription</h2>
        <ContentBody html={page.html} />
      </section>
    </ContentFrame>
  );
}
