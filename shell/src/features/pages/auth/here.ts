/** The query parameters of the current address. */
export function here(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
