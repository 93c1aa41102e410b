// Build of the shell, the Module Federation host of the portal.
//
// No remote is named here: the shell reads /remotes.json at start and registers the remotes with
// the Module Federation runtime, so a feature team changes one URL instead of rebuilding the shell.
// `pnpm --filter @nclude/shell build` writes dist/ (served by the server with an SPA fallback);
// `pnpm --filter @nclude/shell dev` serves it on port 3000 and proxies the API, the remotes and
// socket.io to the local server.
import { defineConfig } from '@rspack/cli';
import { rspack, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  federationRuntimeAliases,
  productionAliases,
  sharedSingletons,
  typescriptRule,
} from '@nclude/shared/build/federation';
import { framesBuildConfig } from '@nclude/shared/build/frames';
import { PrecompressPlugin } from '@nclude/shared/build/precompress';
import { buildEarlySettingsScript } from './build/early-settings-script';
import { FirstLoadPreloadPlugin } from './build/first-load-preload';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
// The local portal server the dev server proxies to; NCLUDE_API_URL points it elsewhere.
const API_SERVER = process.env.NCLUDE_API_URL ?? 'http://localhost:8080';
const DEV_PORT = 3000;
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

export default defineConfig(async (_env, argv) => {
  const isDevelopment = argv.mode !== 'production';
  const earlySettingsScript = await buildEarlySettingsScript(packageDir);
  const web: RspackOptions = {
    name: 'web',
    context: packageDir,
    mode: isDevelopment ? 'development' : 'production',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(packageDir, 'dist'),
      // Absolute: deep links such as /docaccess/new must load /main.js, not /docaccess/main.js.
      publicPath: '/',
      uniqueName: 'shell',
      filename: isDevelopment ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDevelopment ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDevelopment ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDevelopment ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: isDevelopment ? {} : { ...productionAliases(), ...federationRuntimeAliases() },
    },
    // Production maps are written for error triage but not linked from the bundles (and the server
    // does not serve them), so the sources are not published with the portal.
    devtool: isDevelopment ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    experiments: { css: true },
    module: {
      rules: [
        typescriptRule(isDevelopment),
        { test: /\.css$/, type: 'css' },
        { test: /\.(svg|png)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: !isDevelopment,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    performance: {
      hints: isDevelopment ? false : 'warning',
      // Limits in bytes before compression; the first load is measured gzipped in the report.
      maxEntrypointSize: 512 * 1024,
      maxAssetSize: 512 * 1024,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at runtime from /remotes.json (src/registry/federation.ts).
        remotes: {},
        shared: sharedSingletons,
        runtimePlugins: [path.join(packageDir, 'src/registry/retry-plugin.ts')],
        dts: false,
        manifest: false,
        experiments: {
          // The shell hands its federation runtime to the remotes (globalThis
          // _FEDERATION_RUNTIME_CORE), whose production builds leave theirs out (externalRuntime).
          provideExternalRuntime: true,
          // Drops the Node.js loading paths from the federation runtime in the browser bundle.
          optimization: { target: 'web' },
        },
      }),
      // public/ holds files served at fixed URLs (the favicon), copied as they are.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      new rspack.HtmlRspackPlugin({
        template: './src/index.html',
        templateParameters: { earlySettingsScript },
        scriptLoading: 'defer',
        minify: !isDevelopment,
      }),
      // Development serves unhashed, hot-updated chunks; the hints would only point at stale files.
      ...(isDevelopment ? [] : [new FirstLoadPreloadPlugin('main'), new PrecompressPlugin()]),
    ],
    devServer: {
      port: DEV_PORT,
      historyApiFallback: true,
      hot: true,
      proxy: [
        { context: ['/v1', '/remotes', '/remotes.json'], target: API_SERVER, changeOrigin: true },
        { context: ['/socket.io'], target: API_SERVER, ws: true, changeOrigin: true },
      ],
    },
  };
  if (isDevelopment) return web;
  // The production build also prerenders the first-paint frames the server inlines (dist/frames.json).
  return [
    web,
    framesBuildConfig({
      packageDir,
      entry: './src/frames.tsx',
      after: 'web',
      publicPath: '/',
      assetFilename: ASSET_FILENAME,
    }),
  ];
});
