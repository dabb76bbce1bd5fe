// The mark of an element an island draws anew whose rules the page carries inline already (decision 0072): it
// shares its classes and attributes with an element of the server's HTML, so first-screen-css.ts kept them.
// Drawing it, or changing it, does not apply the page's stylesheets in full (needs-page-styles.ts).
export const INLINE_STYLED_ATTRIBUTE = 'data-inline-styled';

/** Spread on such an element's props. */
export const inlineStyled = { [INLINE_STYLED_ATTRIBUTE]: '' };
