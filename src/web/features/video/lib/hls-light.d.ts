// hls.js ships no declarations for its light build; it is the same class with fewer features compiled in.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
