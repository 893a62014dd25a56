extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers.
  ///
  /// Nothing is published until both upstreams have produced an element; after that, every
  /// new element from either publishes a tuple with the latest of each.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = (A.Output, B.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure
    /// A publisher to combine.
    public let a: A
    /// Another publisher to combine.
    public let b: B

    /// Creates a publisher that receives and combines the latest elements from two publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let core = CombiningCore(downstream: subscriber, count: 2)
      core.start()
      var latestA: A.Output?
      var latestB: B.Output?
      a.subscribe(
        CombiningProxy(core: core, index: 0) { value in
          var out: Output?
          core.lock.withLock {
            latestA = value
            if let b = latestB { out = (value, b) }
          }
          if let out { core.output.send(out) }
        })
      b.subscribe(
        CombiningProxy(core: core, index: 1) { value in
          var out: Output?
          core.lock.withLock {
            latestB = value
            if let a = latestA { out = (a, value) }
          }
          if let out { core.output.send(out) }
        })
    }
  }

  /// A publisher that receives and combines the latest elements from three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure
    /// A publisher to combine.
    public let a: A
    /// A second publisher to combine.
    public let b: B
    /// A third publisher to combine.
    public let c: C

    /// Creates a publisher that combines the latest elements from three publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let core = CombiningCore(downstream: subscriber, count: 3)
      core.start()
      var latestA: A.Output?
      var latestB: B.Output?
      var latestC: C.Output?
      func emit() -> Output? {
        guard let a = latestA, let b = latestB, let c = latestC else { return nil }
        return (a, b, c)
      }
      a.subscribe(
        CombiningProxy(core: core, index: 0) { value in
          var out: Output?
          core.lock.withLock { latestA = value; out = emit() }
          if let out { core.output.send(out) }
        })
      b.subscribe(
        CombiningProxy(core: core, index: 1) { value in
          var out: Output?
          core.lock.withLock { latestB = value; out = emit() }
          if let out { core.output.send(out) }
        })
      c.subscribe(
        CombiningProxy(core: core, index: 2) { value in
          var out: Output?
          core.lock.withLock { latestC = value; out = emit() }
          if let out { core.output.send(out) }
        })
    }
  }
}

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
  /// either publisher.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Subscribes to an additional publisher and invokes a closure upon receiving output from
  /// either publisher.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// Subscribes to two additional publishers and publishes a tuple upon receiving output
  /// from any of the publishers.
  public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// Subscribes to two additional publishers and invokes a closure upon receiving output
  /// from any of the publishers.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
  }
}
