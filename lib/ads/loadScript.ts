/** Adds a third-party script to the page once per URL; resolves when it has run. */
const loaded = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        script.remove();
        reject(new Error(`${ src } did not load`));
      };
      document.body.appendChild(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}
