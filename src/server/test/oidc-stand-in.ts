// A real OpenID Connect provider (oidc-provider) on loopback standing in for Google in tests. Its development login
// screen accepts any login: the login you type becomes the account's e-mail address.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcStandIn = {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

export async function startOidcStandIn(options: {
  redirectUri: string;
  port?: number;
}): Promise<OidcStandIn> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'qamar-kids-test';
  const clientSecret = 'qamar-kids-test-secret-qamar-kids-test-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    pkce: { required: () => false },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: nameFrom(id) }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function nameFrom(login: string): string {
  const local = login.split('@')[0] ?? login;
  return local
    .split(/[._-]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(' ');
}
