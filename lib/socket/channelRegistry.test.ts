import { createChannelRegistry } from './channelRegistry';
import { FakeSocket } from './testUtils';

describe('createChannelRegistry', () => {
  it('opens and joins one channel for the first user of a topic', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);

    const lease = registry.acquire('blocks:indexing', { a: 1 });

    expect(socket.channels).toHaveLength(1);
    expect(lease.channel).toBe(socket.channels[0]);
    expect(socket.channels[0].joins).toBe(1);
    expect(socket.channels[0].params).toEqual({ a: 1 });
  });

  it('shares the channel between users of the same topic and joins it only once', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);

    const first = registry.acquire('blocks:indexing');
    const second = registry.acquire('blocks:indexing');

    expect(second.channel).toBe(first.channel);
    expect(socket.channels).toHaveLength(1);
    expect(socket.channels[0].joins).toBe(1);
    expect(registry.usersOf('blocks:indexing')).toBe(2);
  });

  it('leaves only when the last user releases', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    const first = registry.acquire('blocks:indexing');
    const second = registry.acquire('blocks:indexing');

    first.release();
    expect(socket.channels[0].leaves).toBe(0);

    second.release();
    expect(socket.channels[0].leaves).toBe(1);
    expect(registry.usersOf('blocks:indexing')).toBe(0);
  });

  it('ignores a second release of the same lease', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    const first = registry.acquire('t:1');
    registry.acquire('t:1');

    first.release();
    first.release();

    expect(registry.usersOf('t:1')).toBe(1);
    expect(socket.channels[0].leaves).toBe(0);
  });

  it('opens a fresh channel when a topic is used again after being left', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    registry.acquire('t:1').release();

    const again = registry.acquire('t:1');

    expect(socket.channels).toHaveLength(2);
    expect(again.channel).toBe(socket.channels[1]);
    expect(socket.channels[1].joins).toBe(1);
  });

  it('keeps topics apart', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    const a = registry.acquire('t:a');
    const b = registry.acquire('t:b');

    expect(a.channel).not.toBe(b.channel);
    a.release();
    expect(socket.channelsFor('t:b')[0].leaves).toBe(0);
  });

  it('tells every current user about a successful join, and late users at once', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    const early = jest.fn();
    const late = jest.fn();

    registry.acquire('t:1', undefined, early);
    socket.channels[0].replyToJoin('ok', { hello: 1 });
    expect(early).toHaveBeenCalledWith(socket.channels[0], { hello: 1 });

    registry.acquire('t:1', undefined, late);
    expect(late).toHaveBeenCalledWith(socket.channels[0], { hello: 1 });
  });

  it('stops telling a user about rejoins once it has released', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    const gone = jest.fn();
    const staying = jest.fn();
    registry.acquire('t:1', undefined, gone).release();
    registry.acquire('t:2', undefined, staying);
    const lease = registry.acquire('t:2', undefined, gone);
    lease.release();

    socket.channelsFor('t:2')[0].replyToJoin('ok');

    expect(staying).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });

  it('keeps listeners of two users apart even if they pass the same function', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    const shared = jest.fn();
    const first = registry.acquire('t:1', undefined, shared);
    registry.acquire('t:1', undefined, shared);
    first.release();

    socket.channels[0].replyToJoin('ok');

    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('does not throw when the server refuses the join', () => {
    const socket = new FakeSocket();
    const registry = createChannelRegistry(socket);
    const onJoin = jest.fn();
    registry.acquire('addresses:0xbad', undefined, onJoin);

    expect(() => socket.channels[0].replyToJoin('error', { reason: 'unmatched topic' })).not.toThrow();
    expect(onJoin).not.toHaveBeenCalled();
  });
});
