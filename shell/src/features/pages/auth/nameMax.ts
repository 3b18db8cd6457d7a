/** The longest first name, last name or company name a form accepts. */
export const NAME_MAX = 70;
