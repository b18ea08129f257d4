export interface ServiceUrls {
  /** Base URL of the stats microservice, or '' when not configured. */
  readonly stats: string;
  readonly visualize: string;
  readonly contractInfo: string;
  readonly admin: string;
}
