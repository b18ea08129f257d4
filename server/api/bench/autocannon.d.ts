/** The slice of autocannon 9 (which ships no types) that the API benchmark uses. */
declare module 'autocannon' {
  interface Options { url: string; connections?: number; duration?: number }
  interface Result { duration: number; errors: number; timeouts: number }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
