extension Publishers {
  /// A publisher that raises a fatal error upon receiving any failure, and otherwise
  /// republishes all received input.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The string used at the beginning of the fatal error message.
    public let prefix: String
    /// The filename used in the error message.
    public let file: StaticString
    /// The line number used in the error message.
    public let line: UInt

    /// Creates a publisher that traps on any upstream failure.
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (prefix, file, line) = (prefix, file, line)
      upstream.subscribe(
        MapFailureInner<Upstream.Failure, S>(downstream: subscriber) { error in
          let lead = prefix.isEmpty ? "" : prefix + ": "
          fatalError("\(lead)\(error)", file: file, line: line)
        })
    }
  }
}

extension Publisher {
  /// Raises a fatal error when its upstream publisher fails, and otherwise republishes all
  /// received input.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> Publishers.AssertNoFailure<Self>
  {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}
