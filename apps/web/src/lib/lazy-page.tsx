import { type ComponentType, use } from 'react';

/** A page loaded when first shown, whose download can also be started before that. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

type PageModule = { default: ComponentType };
/** A promise marked the way React's `use` reads a settled one, so a page already downloaded draws without a pause. */
type Tracked = Promise<PageModule> & { status?: 'fulfilled'; value?: PageModule };

/**
 * Not React.lazy: a lazy component that failed to download fails for good, and "Try again" (components/page-boundary.tsx)
 * could only show the failure again. Here a failed download is forgotten, so the next render downloads it anew: after
 * the network comes back, the same page opens (docs/decisions/0044).
 */
export const page = (load: () => Promise<PageModule>): LazyPage => {
  let loading: Tracked | undefined;
  const start = (): Tracked => {
    if (loading) return loading;
    const started: Tracked = load().then(
      (module) => {
        started.status = 'fulfilled';
        started.value = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = started;
    return started;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at start, like React.lazy.
  function LazyLoadedPage() {
    const { default: Page } = use(start() as Promise<PageModule>);
    return <Page />;
  }
  return Object.assign(LazyLoadedPage, { preload: start });
};
