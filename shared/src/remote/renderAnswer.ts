// The answer of a remote's GET /_render (scripts/ssr.ts): the markup of a page, the answers it was
// rendered with, its head, and the files of the remote the page needs. The remote's server checks
// it before sending it; the shell's server checks what it receives before writing it into a page.
import * as z from 'zod/mini';
import '../zod';

const fileNames = z.array(z.string());

export const renderAnswerSchema = z.object({
  /** The remote's markup, written into its container. */
  html: z.string(),
  /** The API answers the markup was rendered with, read by the hydration (serverData.ts). */
  data: z.record(z.string(), z.unknown()),
  head: z.object({
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    /** schema.org objects, written as JSON-LD scripts. */
    jsonLd: z.array(z.record(z.string(), z.unknown())),
    /** HTTP status of the page when it is not 200. */
    status: z.optional(z.int().check(z.gte(200), z.lte(599))),
    /** The page is kept out of search engines. */
    noindex: z.optional(z.boolean()),
  }),
  /** Stylesheets of the remote's `./app`, relative to its manifest. */
  css: fileNames,
  /** The remote's entry script, preloaded as the federation loads it. */
  entry: z.optional(z.nullable(z.string())),
  /** Chunks of `./app`, preloaded. */
  js: z.optional(fileNames),
});

export type RenderAnswer = z.infer<typeof renderAnswerSchema>;
