/** Error messages by field name, as the forms show them and the API sends them back. */
export type FieldErrors = Record<string, string>;
