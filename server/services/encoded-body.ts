// Moved to server/http/encoded-body.ts. scripts/precompress.ts and scripts/kept-assets.ts still import the
// build's file suffixes from here, and scripts/ is not this change's to edit: delete this file once they
// import '../server/http/encoded-body'.
export { ENCODING_SUFFIX } from '../http/encoded-body';
