// Build-time half of the shell–remote contract: every app of the portal (the shell and each mf-*
// remote) builds with these, so they agree on one React, one router and one @nclude/shared.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RspackOptions, type RuleSetRule, type SwcLoaderOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { KIT_VERSION, kitRange } from './kit-version';
import { PrecompressPlugin } from './precompress';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

// One React and one @nclude/shared, so the session and accessibility stores are one. The router
// travels inside @nclude/shared (src/router.ts): one instance for every app, and tree-shaken,
// where sharing react-router itself would ship all of it (about 60 KB gzip) on the first load.
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  '@nclude/shared': {
    singleton: true,
    version: KIT_VERSION,
    requiredVersion: kitRange(KIT_VERSION),
    strictVersion: true,
  },
};

export const browserTargets =
  'last 2 Chrome versions, last 2 Firefox versions, last 2 Safari versions';

export function typescriptRule(isDevelopment: boolean): RuleSetRule {
  const options: SwcLoaderOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDevelopment } },
    },
    env: { targets: browserTargets },
  };
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options,
    type: 'javascript/auto',
  };
}

/**
 * React Router 7's package exports point every bundler at its development build; its production
 * build (without dev warnings) sits beside it. Production builds resolve the router there.
 */
export function productionAliases(): Record<string, string> {
  const requireFromShared = createRequire(import.meta.url);
  const routerDir = path.dirname(requireFromShared.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * The Module Federation build plugin points the bundle at the CommonJS builds of its runtime
 * packages, which the bundler can neither tree-shake nor concatenate. Each of them ships an ES
 * module build beside it: production builds resolve those instead (measured on the shell's main
 * chunk: 114 KB -> 89 KB minified, 5.7 KB less gzip on the first load). Keys ending in `$` match
 * bare imports, absolute keys the files the plugin names by path; the runtime's own entry module
 * is resolved the same way by every app, so all share one runtime instance.
 */
export function federationRuntimeAliases(): Record<string, string> {
  const esmBeside = (cjsFile: string): string => {
    const esm = ['.js', '.mjs']
      .map((ext) => cjsFile.replace(/\.cjs$/, ext))
      .find((file) => file !== cjsFile && existsSync(file));
    if (!esm) throw new Error(`No ES module build beside ${cjsFile}`);
    return esm;
  };
  const fromPlugin = createRequire(
    createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'),
  );
  const tools = fromPlugin.resolve('@module-federation/runtime-tools');
  const bundlerRuntime = createRequire(tools).resolve('@module-federation/webpack-bundler-runtime');
  const runtime = createRequire(bundlerRuntime).resolve('@module-federation/runtime');
  const runtimeCore = createRequire(runtime).resolve('@module-federation/runtime-core');
  const fromCore = createRequire(runtimeCore);
  const sdk = fromCore.resolve('@module-federation/sdk');
  const errorCodes = fromCore.resolve('@module-federation/error-codes');
  const injectRuntime = fromPlugin.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  return {
    [bundlerRuntime]: esmBeside(bundlerRuntime),
    '@module-federation/webpack-bundler-runtime$': esmBeside(bundlerRuntime),
    [runtime]: esmBeside(runtime),
    '@module-federation/runtime$': esmBeside(runtime),
    '@module-federation/runtime-core$': esmBeside(runtimeCore),
    '@module-federation/runtime-tools/runtime-core$': esmBeside(runtimeCore),
    '@module-federation/sdk$': esmBeside(sdk),
    '@module-federation/error-codes$': esmBeside(errorCodes),
    [injectRuntime]: esmBeside(injectRuntime),
  };
}

export interface RemoteBuildOptions {
  /** The remote's package folder (its rspack.config.ts's directory). */
  packageDir: string;
  /** Module Federation name, e.g. 'mf_auth'; the shell loads `${name}/routes`. */
  name: string;
  /** Port of the standalone development host (`pnpm --filter <remote> dev`). */
  devPort: number;
  /** Title of the standalone development page. */
  standaloneTitle: string;
  /** Extra folders copied into dist beside remote.json (e.g. sample files the pages link to). */
  copy?: { from: string; to: string }[];
}

/**
 * The whole Rspack configuration of a remote. Production emits only the federated container
 * (remoteEntry.js, mf-manifest.json, lazily loaded page chunks) plus remote.json, the paths the
 * remote owns that the server lists in /remotes.json. Development adds a standalone host page
 * (src/standalone-entry.ts) so a feature team works without the shell; the API and socket.io are
 * proxied to the local server, or to NCLUDE_API_URL.
 */
export function remoteBuildConfig(
  options: RemoteBuildOptions,
  argv: { mode?: string },
): RspackOptions {
  const { packageDir, name, devPort, standaloneTitle, copy = [] } = options;
  const isDevelopment = argv.mode !== 'production';
  const apiServer = process.env.NCLUDE_API_URL ?? 'http://localhost:8080';
  const fileName = isDevelopment ? '[name].js' : '[name].[contenthash:8].js';
  return {
    context: packageDir,
    mode: isDevelopment ? 'development' : 'production',
    entry: isDevelopment ? { standalone: './src/standalone-entry.ts' } : {},
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: fileName,
      chunkFilename: fileName,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: isDevelopment ? {} : { ...productionAliases(), ...federationRuntimeAliases() },
    },
    // Production maps are written for error triage but not linked from the bundles (and the server
    // does not serve them), so the sources are not published with the portal.
    devtool: isDevelopment ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    module: {
      rules: [
        typescriptRule(isDevelopment),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.ts' },
        shared: sharedSingletons,
        manifest: true,
        // The shell reads the RemoteRoutes contract, not generated type archives.
        dts: false,
        experiments: {
          // In production the shell provides the federation runtime (provideExternalRuntime), so
          // each remoteEntry.js leaves it out. The standalone development page has no shell to
          // provide it, so development builds bundle their own.
          externalRuntime: !isDevelopment,
          // Drops the Node.js loading paths from the federation runtime in the browser bundle.
          optimization: { target: 'web' },
        },
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: 'remote.json', to: 'remote.json' }, ...copy],
      }),
      ...(isDevelopment ? [] : [new PrecompressPlugin()]),
      ...(isDevelopment
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(buildDir, 'standalone.html'),
              templateParameters: { title: standaloneTitle },
              chunks: ['standalone'],
              filename: 'index.html',
              // Absolute script URLs so deep links load the bundle from the root.
              publicPath: '/',
            }),
          ]
        : []),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/v1'], target: apiServer, changeOrigin: true },
        { context: ['/socket.io', '/ws'], target: apiServer, ws: true, changeOrigin: true },
      ],
    },
  };
}
