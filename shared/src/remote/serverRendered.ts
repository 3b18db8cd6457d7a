/** Attribute of a remote's container whose markup the server rendered: its value is the page's
 * path and query at the time. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Whether the page arrived with a remote's markup rendered on the server. */
export function isServerRenderedPage(doc: Document = document): boolean {
  return doc.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`) !== null;
}
