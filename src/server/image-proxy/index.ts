// The image-proxy feature's public surface: its route, for app.ts.
export { imageProxyRoutes } from './image-proxy.routes';
