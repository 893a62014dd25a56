/// One subscriber's connection to a subject: its demand, and the downstream until it cancels.
///
/// Subjects keep an array of these; a base class rather than a protocol so delivering a value
/// is a class method call, with no existential boxing.
class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  var description: String { "SubjectConduit" }
  func offer(_ value: Output) { fatalError("abstract") }
  func finish(_ completion: Subscribers.Completion<Failure>) { fatalError("abstract") }
  func request(_ demand: Subscribers.Demand) { fatalError("abstract") }
  func cancel() { fatalError("abstract") }
}

/// The conduit for a concrete downstream type.
///
/// `replaysLatest` gives `CurrentValueSubject` semantics: a value offered while there is no
/// demand is kept (replacing any older one) and delivered as soon as demand arrives.
final class DownstreamConduit<Output, Failure: Error, Downstream: Subscriber>:
  SubjectConduit<Output, Failure>, @unchecked Sendable
where Downstream.Input == Output, Downstream.Failure == Failure {
  private let lock = Lock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var pending: Output?
  private let replaysLatest: Bool
  private var onCancel: ((SubjectConduit<Output, Failure>) -> Void)?

  init(
    downstream: Downstream, pending: Output?, replaysLatest: Bool,
    onCancel: @escaping (SubjectConduit<Output, Failure>) -> Void
  ) {
    self.downstream = downstream
    self.pending = pending
    self.replaysLatest = replaysLatest
    self.onCancel = onCancel
  }

  override func offer(_ value: Output) {
    var ds: Downstream?
    lock.withLock {
      guard let d = downstream else { return }
      if demand > 0 {
        if demand != .unlimited { demand -= 1 }
        ds = d
      } else if replaysLatest {
        pending = value
      }
    }
    guard let ds else { return }
    let more = ds.receive(value)
    if more > 0 { lock.withLock { demand += more } }
  }

  override func finish(_ completion: Subscribers.Completion<Failure>) {
    var ds: Downstream?
    lock.withLock {
      ds = downstream
      downstream = nil
      pending = nil
      onCancel = nil
    }
    ds?.receive(completion: completion)
  }

  override func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    var ds: Downstream?
    var value: Output?
    lock.withLock {
      guard let d = downstream else { return }
      self.demand += demand
      if let p = pending {
        pending = nil
        self.demand -= 1
        value = p
        ds = d
      }
    }
    guard let ds, let value else { return }
    let more = ds.receive(value)
    if more > 0 { lock.withLock { self.demand += more } }
  }

  override func cancel() {
    var remove: ((SubjectConduit<Output, Failure>) -> Void)?
    lock.withLock {
      downstream = nil
      pending = nil
      remove = onCancel
      onCancel = nil
    }
    remove?(self)
  }
}
