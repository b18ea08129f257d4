/** The slice of swagger-ui-dist's prebuilt bundle (which ships no types) that the REST API tab uses. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    spec?: object;
    url?: string;
    domNode: HTMLElement;
    tryItOutEnabled?: boolean;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    displayRequestDuration?: boolean;
    /** null: no badge fetched from validator.swagger.io (it would send the document's URL there). */
    validatorUrl?: string | null;
    filter?: boolean;
  }
  function SwaggerUIBundle(options: SwaggerUIOptions): unknown;
  export default SwaggerUIBundle;
}
