/** Attribute of a remote's container whose markup the server rendered: its value is the page's
 * path and query at the time. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
