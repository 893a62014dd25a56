/// The non-generic root of subject conduits.
///
/// NB: subjects keep `[ConduitBase]`, not `[SubjectConduit<Output, Failure>]`: code generic
/// over `Output` would otherwise look the array's metadata up at run time on every `send`,
/// which costs more than the whole delivery.
class ConduitBase: @unchecked Sendable {}

/// One subscriber's connection to a subject: its demand, and the downstream until it cancels.
///
/// A base class rather than a protocol so delivering a value is a class method call, with
/// no existential boxing.
class SubjectConduit<Output, Failure: Error>: ConduitBase, Subscription, CustomStringConvertible,
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
  // NB: `let`, with `active` saying whether it may still be called: an optional of the
  // generic downstream type would need a run-time metadata lookup on every value. Once the
  // subscription ends the downstream is no longer called, and it releases this conduit
  // (subscribers drop their subscription on cancel and on completion).
  private let downstream: Downstream
  @exclusivity(unchecked) private var active = true
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
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
    let deliver = lock.withLock { () -> Bool in
      guard active, demand > 0 else { return false }
      if demand != .unlimited { demand -= 1 }
      return true
    }
    guard deliver else {
      if replaysLatest { keepLatest(value) }
      return
    }
    let more = downstream.receive(value)
    if more > 0 { lock.withLock { demand += more } }
  }

  /// Kept out of `offer` so its hot path never touches `Output?`, whose metadata generic
  /// code has to look up at run time.
  @inline(never)
  private func keepLatest(_ value: Output) {
    var delivered = false
    lock.withLock {
      guard active else { return }
      if demand > 0 {
        // Demand arrived meanwhile: deliver instead of keeping.
        if demand != .unlimited { demand -= 1 }
        delivered = true
      } else {
        pending = value
      }
    }
    if delivered {
      let more = downstream.receive(value)
      if more > 0 { lock.withLock { demand += more } }
    }
  }

  override func finish(_ completion: Subscribers.Completion<Failure>) {
    let wasActive = lock.withLock { () -> Bool in
      guard active else { return false }
      active = false
      pending = nil
      onCancel = nil
      return true
    }
    if wasActive { downstream.receive(completion: completion) }
  }

  override func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    var value: Output?
    lock.withLock {
      guard active else { return }
      self.demand += demand
      if let p = pending {
        pending = nil
        self.demand -= 1
        value = p
      }
    }
    guard let value else { return }
    let more = downstream.receive(value)
    if more > 0 { lock.withLock { self.demand += more } }
  }

  override func cancel() {
    var remove: ((SubjectConduit<Output, Failure>) -> Void)?
    lock.withLock {
      active = false
      pending = nil
      remove = onCancel
      onCancel = nil
    }
    remove?(self)
  }
}
