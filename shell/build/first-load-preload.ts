// Preload hints for the first load. The shell's entry holds only the federation runtime and an
// async boundary (src/index.ts), so the chunks every page needs (React, the router, @nclude/shared,
// the shell's layout) were only requested once main.js had been downloaded and run. Their chunk
// groups are the entry's direct children: the bootstrap import and the shared modules' fallbacks.
// Preloading their files lets the browser fetch them alongside main.js; lazy pages (grandchildren)
// stay lazy. main.js itself is preloaded first: a deferred script is fetched at low priority, and
// it starts the chain that ends in the page's content.
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { rspack } from '@rspack/core';

const PLUGIN = 'FirstLoadPreloadPlugin';

export class FirstLoadPreloadPlugin implements RspackPluginInstance {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        PLUGIN,
        async (data) => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return data;
          const initial = entrypoint.getFiles();
          const files = new Set<string>();
          for (const group of entrypoint.childrenIterable) {
            for (const file of group.getFiles()) {
              if (!initial.includes(file)) files.add(file);
            }
          }
          const preloads = [...initial, ...[...files].sort()]
            .filter((file) => /\.(js|css)$/.test(file))
            .map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: {
                rel: 'preload',
                href: `${data.publicPath}${file}`,
                as: file.endsWith('.css') ? 'style' : 'script',
              },
            }));
          return { ...data, headTags: [...data.headTags, ...preloads] };
        },
      );
    });
  }
}
