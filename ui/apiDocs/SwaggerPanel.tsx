/**
 * Swagger UI with its stylesheet: about 1.7 MB of prebuilt code and CSS that only the REST API
 * tab needs, so RestApiTab imports this module through `next/dynamic` and the bundle itself is
 * fetched only once the panel mounts. Swagger UI has no dark theme: it keeps a light panel of
 * its own in both colour modes, which stays readable.
 */
import 'swagger-ui-dist/swagger-ui.css';

import { Box } from '@chakra-ui/react';
import React from 'react';

import { SWAGGER_RESERVED_HEIGHT } from './tabs';

export interface SwaggerPanelProps {
  /** The document itself (ours, its servers already pointed at the API), or … */
  spec?: object;
  /** … the address of a configured document, loaded by Swagger UI as it is. */
  url?: string;
}

export default function SwaggerPanel({ spec, url }: SwaggerPanelProps) {
  const container = React.useRef<HTMLDivElement>(null);
  const [ failed, setFailed ] = React.useState(false);

  React.useEffect(() => {
    const domNode = container.current;
    let cancelled = false;
    import('swagger-ui-dist/swagger-ui-es-bundle.js').then(({ default: SwaggerUIBundle }) => {
      if (cancelled || !domNode) return;
      SwaggerUIBundle({
        ...(spec ? { spec } : { url }),
        domNode,
        tryItOutEnabled: true,
        deepLinking: false,
        docExpansion: 'list',
        defaultModelsExpandDepth: -1,
        displayRequestDuration: true,
        filter: true,
        validatorUrl: null,
      });
    }, () => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      if (domNode) domNode.replaceChildren();
    };
  }, [ spec, url ]);

  if (failed) {
    return <Box color="red.500" data-testid="swagger-failed">The API reference could not be loaded. Reload the page to try again.</Box>;
  }
  // A light island in dark mode: Swagger UI's own colours assume a white page.
  return (
    <Box bg="white" color="gray.900" borderRadius="md" p={{ base: 0, lg: 2 }} minH={ SWAGGER_RESERVED_HEIGHT }
      css={{ '& .swagger-ui .info': { margin: '16px 0' }, '& .swagger-ui .scheme-container': { boxShadow: 'none', padding: '8px 0' } }}>
      <div ref={ container } data-testid="swagger-ui"/>
    </Box>
  );
}
