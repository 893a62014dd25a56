extension Publishers {
  /// A publisher created by applying the zip function to two upstream publishers.
  ///
  /// It pairs the n-th element of each upstream, in order, buffering elements that arrive
  /// early. It finishes when an upstream has finished and none of its buffered elements is
  /// left to pair.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = (A.Output, B.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure
    /// A publisher to zip.
    public let a: A
    /// Another publisher to zip.
    public let b: B

    /// Creates a publisher that applies the zip function to two upstream publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var bufferA = ZipBuffer<A.Output>()
      var bufferB = ZipBuffer<B.Output>()
      let core = ZipCore(downstream: subscriber, count: 2) { finished in
        (finished[0] && bufferA.isEmpty) || (finished[1] && bufferB.isEmpty)
      }
      func pair() -> Output? {
        guard !bufferA.isEmpty, !bufferB.isEmpty else { return nil }
        return (bufferA.pop(), bufferB.pop())
      }
      core.start()
      a.subscribe(
        CombiningProxy(core: core, index: 0) { value in
          var out: Output?
          core.lock.withLock { bufferA.push(value); out = pair() }
          if let out { core.emit(out) }
        })
      b.subscribe(
        CombiningProxy(core: core, index: 1) { value in
          var out: Output?
          core.lock.withLock { bufferB.push(value); out = pair() }
          if let out { core.emit(out) }
        })
    }
  }

  /// A publisher created by applying the zip function to three upstream publishers.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The kind of errors this publisher might publish.
    public typealias Failure = A.Failure
    /// A publisher to zip.
    public let a: A
    /// A second publisher to zip.
    public let b: B
    /// A third publisher to zip.
    public let c: C

    /// Creates a publisher that applies the zip function to three upstream publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var bufferA = ZipBuffer<A.Output>()
      var bufferB = ZipBuffer<B.Output>()
      var bufferC = ZipBuffer<C.Output>()
      let core = ZipCore(downstream: subscriber, count: 3) { finished in
        (finished[0] && bufferA.isEmpty) || (finished[1] && bufferB.isEmpty)
          || (finished[2] && bufferC.isEmpty)
      }
      func triple() -> Output? {
        guard !bufferA.isEmpty, !bufferB.isEmpty, !bufferC.isEmpty else { return nil }
        return (bufferA.pop(), bufferB.pop(), bufferC.pop())
      }
      core.start()
      a.subscribe(
        CombiningProxy(core: core, index: 0) { value in
          var out: Output?
          core.lock.withLock { bufferA.push(value); out = triple() }
          if let out { core.emit(out) }
        })
      b.subscribe(
        CombiningProxy(core: core, index: 1) { value in
          var out: Output?
          core.lock.withLock { bufferB.push(value); out = triple() }
          if let out { core.emit(out) }
        })
      c.subscribe(
        CombiningProxy(core: core, index: 2) { value in
          var out: Output?
          core.lock.withLock { bufferC.push(value); out = triple() }
          if let out { core.emit(out) }
        })
    }
  }
}

/// A FIFO of one upstream's unpaired elements.
struct ZipBuffer<Element> {
  private var storage: [Element] = []
  private var head = 0
  var isEmpty: Bool { head == storage.count }
  mutating func push(_ element: Element) { storage.append(element) }
  mutating func pop() -> Element {
    let element = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    }
    return element
  }
}

/// Zip ends as soon as one finished upstream has nothing left to pair.
final class ZipCore<Downstream: Subscriber>: CombiningCore<Downstream>, @unchecked Sendable {
  private let exhausted: ([Bool]) -> Bool

  init(downstream: Downstream, count: Int, exhausted: @escaping ([Bool]) -> Bool) {
    self.exhausted = exhausted
    super.init(downstream: downstream, count: count)
  }

  override func isComplete(afterFinishing index: Int, finished: [Bool]) -> Bool {
    exhausted(finished)
  }

  /// Sends a tuple, then ends the stream if pairing has drained a finished upstream.
  func emit(_ value: Downstream.Input) {
    output.send(value)
    let done = lock.withLock { exhausted(finished) }
    if done { complete() }
  }
}

extension Publisher {
  /// Combines elements from another publisher and delivers pairs of elements as tuples.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Combines elements from another publisher and delivers a transformed output.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where Failure == P.Failure {
    Publishers.Zip(self, other).map(transform)
  }

  /// Combines elements from two other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Combines elements from two other publishers and delivers a transformed output.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2).map(transform)
  }
}
