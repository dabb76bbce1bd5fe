// Every route declares who may call it in `config.access`, and registering one that does not fails: a new
// endpoint can never become public by omission. Registered before every other plugin, so routes that
// plugins add themselves are checked too. The declarations are collected in app.accessTable, the one
// place a test (or a reader) finds them all; the auth plugin enforces them on each request.
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Role, roles } from '../../contracts/roles';

/** Any signed-in member of staff, even one who must still replace a one-time password. */
export const OWN_ACCOUNT = 'own-account';

/**
 * - 'public': anyone, signed in or not.
 * - OWN_ACCOUNT: any signed-in member of staff, also before they have replaced a one-time password; only
 *   for their own profile, password, sign-out and keep-alive (decision 0004).
 * - a list of roles: signed-in staff with one of those roles who have a password of their own.
 */
export type Access = 'public' | typeof OWN_ACCOUNT | readonly Role[];

export interface AccessEntry {
  method: string;
  url: string;
  access: Access;
}

/** A route that a third-party plugin adds itself, so it cannot carry config.access: the app declares it. */
export interface PluginRoute extends AccessEntry {}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; required on every route (see Access). */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route's method, url and access, in registration order. */
    accessTable: AccessEntry[];
  }
}

/** Paths whose routes must be for signed-in staff: 'public' is refused there. */
export const STAFF_PATH_PREFIXES = ['/api/admin/', '/api/recruiter/', '/employee/', '/api/applications/'];

/** The roles a declaration lets in: none for public routes, every role for OWN_ACCOUNT. */
export function rolesAllowed(access: Access): readonly Role[] {
  if (access === 'public') return [];
  return access === OWN_ACCOUNT ? roles : access;
}

// The access a scope gives the routes registered in it that do not declare their own (registerPublicPlugin).
const kScopeAccess = Symbol('route-access.scope');
type ScopedInstance = FastifyInstance & { [kScopeAccess]?: Access };

/**
 * Registers a plugin whose own routes are all public by nature and cannot be given config.access
 * (@fastify/static's files), in a scope of its own that declares them public.
 */
export async function registerPublicPlugin<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginAsync<Options>,
  options: Options,
) {
  await app.register(async (scope) => {
    (scope as ScopedInstance)[kScopeAccess] = 'public';
    await scope.register(plugin, options);
  });
}

const HOW_TO_DECLARE = [
  "config: { access: 'public' }",
  `config: { access: '${OWN_ACCOUNT}' }`,
  'config: { access: [roles] }',
].join(', ');

function checkDeclaration(route: string, url: string, access: Access | undefined): Access {
  if (access === undefined) {
    throw new Error(`${route} declares no access: give it one of ${HOW_TO_DECLARE}.`);
  }
  const staffPath = STAFF_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
  if (access === 'public') {
    if (staffPath) {
      throw new Error(
        `${route} is a staff path: declare the roles it allows with config: { access: [...] }.`,
      );
    }
    return access;
  }
  if (access === OWN_ACCOUNT) return access;
  if (!Array.isArray(access) || access.length === 0 || access.some((role) => !roles.includes(role))) {
    throw new Error(
      `${route}: config.access must be 'public', '${OWN_ACCOUNT}' or a non-empty list of ` +
        `${roles.join(', ')}.`,
    );
  }
  return access;
}

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

export const routeAccessPlugin = fp<{ pluginRoutes?: PluginRoute[] }>(
  async function routeAccess(app, { pluginRoutes = [] }) {
    app.decorate('accessTable', [] as AccessEntry[]);
    const declaredByApp = (method: string, url: string) =>
      pluginRoutes.find((entry) => entry.method === method && entry.url === url)?.access;

    app.addHook('onRoute', function declare(this: ScopedInstance, route) {
      const methods = methodsOf(route);
      const access = checkDeclaration(
        `${methods.join('/')} ${route.url}`,
        route.url,
        route.config?.access ??
          this[kScopeAccess] ??
          methods.map((method) => declaredByApp(method, route.url)).find(Boolean),
      );
      // The request-time check reads the route's config: a scope's or the app's declaration goes there too.
      route.config = { ...route.config, access };
      // HEAD twins of GET routes are left out: they share the GET route's declaration.
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        app.accessTable.push({ method, url: route.url, access });
      }
    });
  },
  { name: 'route-access' },
);
