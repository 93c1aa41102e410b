// Build of the mf_admin Module Federation remote (the admin whitelist tool and the organisation
// enrolment page).
//
// Production (`pnpm --filter @nclude/mf-admin build`) emits only the federated container:
// remoteEntry.js, mf-manifest.json, the lazily loaded page chunks, remote.json (the paths this
// remote owns, read by the server to build /remotes.json) and the sample CSV files the pages link
// to (dist/samples, served beside the remote's code).
// Development (`pnpm --filter @nclude/mf-admin dev`) adds a standalone host page so the pages
// can be worked on without the shell; the API and socket.io are proxied to the local server.
import { defineConfig } from '@rspack/cli';
import { rspack, type EntryObject } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  productionAliases,
  sharedSingletons,
  typescriptRule,
} from '@nclude/shared/build/federation';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
// The local API server; NCLUDE_API_URL points the standalone page at another one.
const API_SERVER = process.env.NCLUDE_API_URL ?? 'http://localhost:8080';
// mf-auth's standalone page uses 3001; each remote has its own port so both can run at once.
const DEV_PORT = 3002;

export default defineConfig((_env, argv) => {
  const isDevelopment = argv.mode !== 'production';
  // The standalone host is a development aid only; the federated container needs no entry.
  const entry: EntryObject = isDevelopment ? { standalone: './src/standalone-entry.ts' } : {};
  return {
    context: packageDir,
    mode: isDevelopment ? 'development' : 'production',
    entry,
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: 'auto',
      uniqueName: 'mf_admin',
      filename: isDevelopment ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDevelopment ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: isDevelopment ? {} : productionAliases(),
    },
    devtool: isDevelopment ? 'eval-cheap-module-source-map' : 'source-map',
    module: {
      rules: [
        typescriptRule(isDevelopment),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mf_admin',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.ts' },
        shared: sharedSingletons,
        manifest: true,
        // Type archives are not consumed by the shell (it uses the RemoteRoutes contract).
        dts: false,
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'remote.json', to: 'remote.json' },
          // Linked from the pages as examples of the bulk upload format.
          { from: 'public/samples', to: 'samples' },
        ],
      }),
      ...(isDevelopment
        ? [
            new rspack.HtmlRspackPlugin({
              template: './src/standalone.html',
              chunks: ['standalone'],
              filename: 'index.html',
              // Absolute script URLs so deep links such as /whitelist load the bundle from the root.
              publicPath: '/',
            }),
          ]
        : []),
    ],
    devServer: {
      port: DEV_PORT,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/v1'], target: API_SERVER, changeOrigin: true },
        { context: ['/socket.io'], target: API_SERVER, ws: true, changeOrigin: true },
      ],
    },
  };
});
