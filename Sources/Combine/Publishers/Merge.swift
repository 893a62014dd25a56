extension Publishers {
  /// A publisher created by applying the merge function to two upstream publishers.
  ///
  /// Values are republished in the order they arrive; the merged stream finishes when every
  /// upstream has finished and fails as soon as one fails.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = A.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B

    /// Creates a publisher created by applying the merge function to two upstream publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let core = CombiningCore(downstream: subscriber, count: 2)
      core.start()
      a.subscribe(mergeProxy(core, 0))
      b.subscribe(mergeProxy(core, 1))
    }
  }

  /// A publisher created by applying the merge function to three upstream publishers.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output,
    B.Failure == C.Failure
  {
    /// The kind of values published by this publisher.
    public typealias Output = A.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C

    /// Creates a publisher that merges three upstream publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let core = CombiningCore(downstream: subscriber, count: 3)
      core.start()
      a.subscribe(mergeProxy(core, 0))
      b.subscribe(mergeProxy(core, 1))
      c.subscribe(mergeProxy(core, 2))
    }
  }

  /// A publisher created by applying the merge function to four upstream publishers.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output,
    B.Failure == C.Failure, C.Output == D.Output, C.Failure == D.Failure
  {
    /// The kind of values published by this publisher.
    public typealias Output = A.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D

    /// Creates a publisher that merges four upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let core = CombiningCore(downstream: subscriber, count: 4)
      core.start()
      a.subscribe(mergeProxy(core, 0))
      b.subscribe(mergeProxy(core, 1))
      c.subscribe(mergeProxy(core, 2))
      d.subscribe(mergeProxy(core, 3))
    }
  }

  /// A publisher created by applying the merge function to an arbitrary number of upstream
  /// publishers.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The array of upstream publishers that this publisher merges together.
    public let publishers: [Upstream]

    /// Creates a publisher created by applying the merge function to an arbitrary number of
    /// upstream publishers.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Creates a publisher that merges a sequence of upstream publishers.
    public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
      publishers = Array(upstream)
    }

    /// Attaches the subscriber; merging no publishers finishes at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      guard !publishers.isEmpty else {
        Empty<Output, Failure>().receive(subscriber: subscriber)
        return
      }
      let core = CombiningCore(downstream: subscriber, count: publishers.count)
      core.start()
      for (index, publisher) in publishers.enumerated() {
        publisher.subscribe(mergeProxy(core, index))
      }
    }

    /// Returns a publisher that also merges the given publisher.
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

private func mergeProxy<Downstream: Subscriber>(
  _ core: CombiningCore<Downstream>, _ index: Int
) -> CombiningProxy<Downstream.Input, Downstream.Failure, Downstream> {
  let output = core.output
  return CombiningProxy(core: core, index: index) { output.send($0) }
}

extension Publisher {
  /// Combines elements from this publisher with those from another publisher of the same
  /// type, delivering an interleaved sequence of elements.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// Combines elements from this publisher with those from two other publishers.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }

  /// Combines elements from this publisher with those from three other publishers.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
    D.Output == Output, D.Failure == Failure
  {
    Publishers.Merge4(self, b, c, d)
  }
}
