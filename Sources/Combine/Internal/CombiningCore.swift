/// The upstream side of operators that subscribe to several publishers at once: it keeps
/// their subscriptions, forwards downstream demand to each, and ends the stream when the
/// subclass says so or when one of them fails.
class CombiningCore<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  let lock = Lock()
  let output: OutputSerializer<Downstream>
  private var subscriptions: [(any Subscription)?]
  /// Which upstreams have finished; read it with `lock` held.
  private(set) var finished: [Bool]
  private var requested = Subscribers.Demand.none
  private var cancelled = false

  init(downstream: Downstream, count: Int) {
    output = OutputSerializer(downstream: downstream)
    subscriptions = Array(repeating: nil, count: count)
    finished = Array(repeating: false, count: count)
  }

  var description: String { "\(type(of: self))" }

  /// How much each upstream is asked for when the downstream requests `demand`.
  func upstreamDemand(for demand: Subscribers.Demand) -> Subscribers.Demand { demand }

  /// Whether the stream is over once `index` has finished (called with the lock held).
  func isComplete(afterFinishing index: Int, finished: [Bool]) -> Bool {
    !finished.contains(false)
  }

  final func start() {
    output.receive(subscription: self)
  }

  final func proxyReceive(subscription: any Subscription, index: Int) {
    let pending = lock.withLock { () -> Subscribers.Demand? in
      guard !cancelled, subscriptions[index] == nil, !finished[index] else { return nil }
      subscriptions[index] = subscription
      return requested
    }
    guard let pending else {
      subscription.cancel()
      return
    }
    if pending > 0 { subscription.request(pending) }
  }

  final func proxyFinished(index: Int) {
    let complete = lock.withLock { () -> Bool in
      guard !cancelled, !finished[index] else { return false }
      finished[index] = true
      subscriptions[index] = nil
      return isComplete(afterFinishing: index, finished: finished)
    }
    if complete { self.complete() }
  }

  /// Ends the stream normally, cancelling the upstreams still running.
  final func complete() {
    cancelUpstreams()
    output.finish(.finished)
  }

  final func proxyFailed(_ error: Downstream.Failure, index: Int) {
    let first = lock.withLock { () -> Bool in
      guard !cancelled, !finished[index] else { return false }
      finished[index] = true
      subscriptions[index] = nil
      return true
    }
    guard first else { return }
    cancelUpstreams()
    output.finish(.failure(error))
  }

  final func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let perUpstream = upstreamDemand(for: demand)
    var subs: [(any Subscription)?] = []
    lock.withLock {
      guard !cancelled else { return }
      requested += perUpstream
      subs = subscriptions
    }
    output.request(demand)
    for sub in subs { sub?.request(perUpstream) }
  }

  final func cancel() {
    output.cancel()
    cancelUpstreams()
  }

  private func cancelUpstreams() {
    var subs: [(any Subscription)?] = []
    lock.withLock {
      cancelled = true
      subs = subscriptions
      subscriptions = subscriptions.map { _ in nil }
    }
    for sub in subs { sub?.cancel() }
  }
}

/// Subscribes to one of a combining operator's upstreams and reports to the core by index.
final class CombiningProxy<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
where Downstream.Failure == Failure {
  let core: CombiningCore<Downstream>
  let index: Int
  let onValue: (Input) -> Void

  init(core: CombiningCore<Downstream>, index: Int, onValue: @escaping (Input) -> Void) {
    self.core = core
    self.index = index
    self.onValue = onValue
  }

  var description: String { core.description }

  func receive(subscription: any Subscription) {
    core.proxyReceive(subscription: subscription, index: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    onValue(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: core.proxyFinished(index: index)
    case .failure(let error): core.proxyFailed(error, index: index)
    }
  }
}
