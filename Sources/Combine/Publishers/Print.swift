extension Publishers {
  /// A publisher that prints log messages for all publishing events, optionally prefixed
  /// with a given string.
  public struct Print<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// A string with which to prefix all log messages.
    public let prefix: String
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A stream to which to write log messages; standard output when `nil`.
    public let stream: (any TextOutputStream)?

    /// Creates a publisher that prints log messages for all publishing events.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    /// Attaches the subscriber; messages read "prefix: receive value: (1)" and so on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let log = PrintLog(prefix: prefix, stream: stream)
      Publishers.HandleEvents(
        upstream: upstream,
        receiveSubscription: { log.write("receive subscription: (\($0))") },
        receiveOutput: { log.write("receive value: (\($0))") },
        receiveCompletion: {
          switch $0 {
          case .finished: log.write("receive finished")
          case .failure(let error): log.write("receive error: (\(error))")
          }
        },
        receiveCancel: { log.write("receive cancel") },
        receiveRequest: { log.write("request \($0)") }
      ).receive(subscriber: subscriber)
    }
  }
}

/// Owns the (mutable) output stream for one subscription.
private final class PrintLog {
  let prefix: String
  var stream: (any TextOutputStream)?
  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix.isEmpty ? "" : prefix + ": "
    self.stream = stream
  }
  func write(_ message: String) {
    if stream != nil {
      stream!.write(prefix + message + "\n")
    } else {
      Swift.print(prefix + message)
    }
  }
}

extension Publisher {
  /// Prints log messages for all publishing events.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}
