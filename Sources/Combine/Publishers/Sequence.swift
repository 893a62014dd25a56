extension Publishers {
  /// A publisher that publishes a given sequence of elements.
  ///
  /// Elements go out as demand allows; `.finished` follows the last element without waiting
  /// for more demand.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Elements.Element

    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var iterator = sequence.makeIterator()
      guard let first = iterator.next() else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      subscriber.receive(
        subscription: SequenceSubscription(iterator: iterator, next: first, downstream: subscriber))
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

final class SequenceSubscription<Iterator: IteratorProtocol, Downstream: Subscriber>:
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Iterator.Element {
  private let lock = Lock()
  private var iterator: Iterator
  private var next: Iterator.Element?
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var emitting = false

  init(iterator: Iterator, next: Iterator.Element, downstream: Downstream) {
    self.iterator = iterator
    self.next = next
    self.downstream = downstream
  }

  var description: String { "Sequence" }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let start = lock.withLock { () -> Bool in
      guard downstream != nil else { return false }
      self.demand += demand
      if emitting { return false }
      emitting = true
      return true
    }
    guard start else { return }
    // NB: a request made from inside `receive(_:)` only adds demand; this loop delivers it,
    // which keeps the stack flat and the order intact.
    while true {
      var ds: Downstream?
      var value: Iterator.Element?
      var isLast = false
      lock.withLock {
        guard let d = downstream, self.demand > 0, let v = next else {
          emitting = false
          return
        }
        self.demand -= 1
        value = v
        next = iterator.next()
        isLast = next == nil
        if isLast { downstream = nil }
        ds = d
      }
      guard let ds, let value else { return }
      let more = ds.receive(value)
      if isLast {
        ds.receive(completion: .finished)
        return
      }
      if more > 0 { lock.withLock { self.demand += more } }
    }
  }

  func cancel() {
    lock.withLock { downstream = nil; next = nil }
  }
}

extension Sequence {
  /// A publisher that publishes the elements of this sequence.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}
