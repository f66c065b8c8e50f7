// The accounts feature's public surface (created for media's thumbnail access rule; the accounts owner extends it).
export { isEmailVerified } from './verified-email';
