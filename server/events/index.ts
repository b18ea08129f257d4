export type { ChainEvent, ChainEventHandler, ChainEventSource, ChainEventType } from './types';
export { forwardIndexerEvents, type IndexerEventBus } from './fromIndexer';
export { inProcessChainEvents } from './inProcess';
export {
  DEFAULT_CHAIN_EVENTS_CHANNEL, publishIndexerEvents, subscribeChainEvents, type ChainEventsChannelOptions, type ChainEventsPublisher,
} from './notify';
export { decodeChainEvent, encodeChainEvent } from './codec';
