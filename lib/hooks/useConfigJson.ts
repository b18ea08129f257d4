/**
 * Loads an operator-configured JSON document (featured networks, footer links, marketplace
 * apps). These never change while a page is open, so they are cached indefinitely; a URL that
 * cannot be reached just yields no data.
 */
import { useQuery } from '@tanstack/react-query';

export function useConfigJson<T>(name: string, url: string, isValid: (value: unknown) => value is T) {
  return useQuery({
    queryKey: [ 'config-json', name, url ],
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    queryFn: async({ signal }): Promise<T> => {
      const response = await fetch(url, { signal });
      if (!response.ok) {
        throw new Error(`${ name }: ${ response.status } from ${ url }`);
      }
      const body: unknown = await response.json();
      if (!isValid(body)) {
        throw new Error(`${ name }: unexpected document shape at ${ url }`);
      }
      return body;
    },
  });
}
