/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs once, immediately, when the future is created, not on subscription
/// (wrap the future in `Deferred` for that). The promise takes effect only the first time
/// it's called; subscribers that arrive later receive the stored result.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// A type that represents a closure to invoke in the future, when an element or error is
  /// available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = Lock()
  private var result: Result<Output, Failure>?
  private var conduits: [FutureConduit<Output, Failure>] = []

  /// Creates a publisher that invokes a promise closure when the publisher emits an element.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] in self?.fulfill($0) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    var targets: [FutureConduit<Output, Failure>] = []
    lock.withLock {
      guard self.result == nil else { return }
      self.result = result
      targets = conduits
      conduits = []
    }
    for conduit in targets { conduit.fulfill(result) }
  }

  /// Attaches the subscriber; the value is delivered when both the result and demand exist.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = FutureDownstream(downstream: subscriber) { [weak self] in self?.remove($0) }
    var known: Result<Output, Failure>?
    lock.withLock {
      known = result
      if known == nil { conduits.append(conduit) }
    }
    subscriber.receive(subscription: conduit)
    if let known { conduit.fulfill(known) }
  }

  private func remove(_ conduit: FutureConduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}

class FutureConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  func fulfill(_ result: Result<Output, Failure>) { fatalError("abstract") }
  func request(_ demand: Subscribers.Demand) { fatalError("abstract") }
  func cancel() { fatalError("abstract") }
}

final class FutureDownstream<Downstream: Subscriber>:
  FutureConduit<Downstream.Input, Downstream.Failure>, CustomStringConvertible, @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure
  private let lock = Lock()
  private var downstream: Downstream?
  private var result: Result<Output, Failure>?
  private var requested = false
  private var onCancel: ((FutureConduit<Output, Failure>) -> Void)?

  init(downstream: Downstream, onCancel: @escaping (FutureConduit<Output, Failure>) -> Void) {
    self.downstream = downstream
    self.onCancel = onCancel
  }

  var description: String { "Future" }

  override func fulfill(_ result: Result<Output, Failure>) {
    let deliver = lock.withLock { () -> Bool in
      guard downstream != nil, self.result == nil else { return false }
      self.result = result
      // A failure needs no demand.
      if case .failure = result { return true }
      return requested
    }
    if deliver { send() }
  }

  override func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let deliver = lock.withLock { () -> Bool in
      guard downstream != nil, !requested else { return false }
      requested = true
      return result != nil
    }
    if deliver { send() }
  }

  override func cancel() {
    var remove: ((FutureConduit<Output, Failure>) -> Void)?
    lock.withLock { downstream = nil; remove = onCancel; onCancel = nil }
    remove?(self)
  }

  private func send() {
    var ds: Downstream?
    var r: Result<Output, Failure>?
    lock.withLock {
      ds = downstream
      r = result
      downstream = nil
      onCancel = nil
    }
    guard let ds, let r else { return }
    switch r {
    case .success(let value):
      _ = ds.receive(value)
      ds.receive(completion: .finished)
    case .failure(let error):
      ds.receive(completion: .failure(error))
    }
  }
}
