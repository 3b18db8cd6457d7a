// Lengths of the customer account's labels and address, shared by its forms and the rules.

/**
 * Thresholds of the complete-account rule (SPEC §4 leaves them open). Mail and billing labels are
 * printed as one address line, at most 38 characters (AFNOR NF Z10-011, the 38 of SPEC §5); a
 * company name longer than that cannot serve as a label. The city shares the last address line
 * with the 5-digit postcode and a space, so it may have at most 32 characters (the 32 of SPEC §5).
 */
export const LABEL_MAX_LENGTH = 38;
export const CITY_MAX_LENGTH = 32;
