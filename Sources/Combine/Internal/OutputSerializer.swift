/// Delivers values and a completion to one downstream, one at a time and never beyond its
/// demand, whichever threads the values come from.
///
/// Operators with several upstreams (`merge`, `combineLatest`, `zip`, `flatMap`…) funnel
/// their output through this: values that arrive without demand wait in a queue, and the
/// thread that finds the queue idle drains it, so the downstream is never called
/// concurrently or re-entrantly out of order, and no lock is held while it runs.
final class OutputSerializer<Downstream: Subscriber>: @unchecked Sendable {
  private let lock = Lock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var queue: [Downstream.Input] = []
  private var head = 0
  private var completion: Subscribers.Completion<Downstream.Failure>?
  private var draining = false
  private var done = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  /// The downstream demand not yet met by a delivered value.
  var outstandingDemand: Subscribers.Demand {
    lock.withLock { done ? .none : demand }
  }

  /// Whether the downstream has been completed or has cancelled.
  var isDone: Bool { lock.withLock { done || completion != nil } }

  func receive(subscription: any Subscription) {
    var ds: Downstream?
    lock.withLock { ds = downstream }
    ds?.receive(subscription: subscription)
  }

  func send(_ value: Downstream.Input) {
    let start = lock.withLock { () -> Bool in
      guard !done, completion == nil else { return false }
      queue.append(value)
      if draining { return false }
      draining = true
      return true
    }
    if start { drain() }
  }

  /// Finishes after the queued values; a failure goes out at once and drops them.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let start = lock.withLock { () -> Bool in
      guard !done, self.completion == nil else { return false }
      self.completion = completion
      if case .failure = completion {
        queue.removeAll()
        head = 0
      }
      if draining { return false }
      draining = true
      return true
    }
    if start { drain() }
  }

  func request(_ demand: Subscribers.Demand) {
    let start = lock.withLock { () -> Bool in
      guard !done else { return false }
      self.demand += demand
      if draining { return false }
      draining = true
      return true
    }
    if start { drain() }
  }

  func cancel() {
    lock.withLock {
      done = true
      downstream = nil
      queue.removeAll()
      head = 0
    }
  }

  private func drain() {
    while true {
      var ds: Downstream?
      var value: Downstream.Input?
      var hasValue = false
      var finalCompletion: Subscribers.Completion<Downstream.Failure>?
      lock.withLock {
        if done {
          draining = false
          return
        }
        if head < queue.count, demand > 0 {
          value = queue[head]
          hasValue = true
          head += 1
          if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
          }
          if demand != .unlimited { demand -= 1 }
          ds = downstream
        } else if head == queue.count, let c = completion {
          done = true
          finalCompletion = c
          ds = downstream
          downstream = nil
        } else {
          draining = false
        }
      }
      guard let ds else { return }
      if let finalCompletion {
        ds.receive(completion: finalCompletion)
        return
      }
      if hasValue, let value {
        let more = ds.receive(value)
        if more > 0 { lock.withLock { demand += more } }
      }
    }
  }
}
