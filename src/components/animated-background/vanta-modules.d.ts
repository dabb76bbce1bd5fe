// vanta ships prebuilt UMD files without types; each exports a factory (sometimes as default.default).
declare module 'vanta/dist/vanta.birds.min.js' {
  const effect: unknown;
  export default effect;
}
declare module 'vanta/dist/vanta.net.min.js' {
  const effect: unknown;
  export default effect;
}
