import Combine
import Foundation
import Synchronization

/// A subscriber that records what it receives, asks for `initial` on subscription and
/// returns `onValue`'s demand for each value.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let lock = NSLock()
  private var _values: [Input] = []
  private var _completions: [Subscribers.Completion<Failure>] = []
  private var _subscription: (any Subscription)?
  private var _subscriptionCount = 0
  private let initial: Subscribers.Demand
  private let onValue: (Input) -> Subscribers.Demand

  init(
    initial: Subscribers.Demand = .unlimited,
    onValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }
  ) {
    self.initial = initial
    self.onValue = onValue
  }

  var values: [Input] { lock.withLock { _values } }
  var completions: [Subscribers.Completion<Failure>] { lock.withLock { _completions } }
  var completion: Subscribers.Completion<Failure>? { completions.first }
  var isFinished: Bool {
    if case .finished? = completion { return true }
    return false
  }
  var subscriptionCount: Int { lock.withLock { _subscriptionCount } }
  var subscription: (any Subscription)? { lock.withLock { _subscription } }

  func receive(subscription: any Subscription) {
    lock.withLock {
      _subscription = subscription
      _subscriptionCount += 1
    }
    if initial > 0 { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { _values.append(input) }
    return onValue(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock { _completions.append(completion) }
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
  func cancel() { subscription?.cancel() }
}

extension Recorder where Failure: Equatable {
  var failure: Failure? {
    if case .failure(let error)? = completion { return error }
    return nil
  }
}

struct TestError: Error, Equatable {
  var code = 0
}

/// A thread-safe box for values recorded from callbacks.
final class Box<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var _value: Value
  init(_ value: Value) { _value = value }
  var value: Value {
    get { lock.withLock { _value } }
    set { lock.withLock { _value = newValue } }
  }
  func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&_value) } }
}

/// Polls `condition` until it holds or `timeout` passes; the timeout is only an upper bound.
func eventually(timeout: TimeInterval = 3, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while Date() < deadline {
    if condition() { return true }
    try? await Task.sleep(nanoseconds: 2_000_000)
  }
  return condition()
}

/// A thread that keeps running its own run loop, for testing the `RunLoop` scheduler and
/// `Timer.publish` deterministically.
///
/// NB: under `swift test` on Linux, the main thread may have handed the main queue to a
/// worker (after `dispatch_main`), so nothing can run `RunLoop.main`; a run loop of our own
/// behaves as the main one does in an app.
final class RunLoopThread: @unchecked Sendable {
  private let ready = DispatchSemaphore(value: 0)
  private let stopped = Box(false)
  private var loop: RunLoop?
  private var thread: Thread?

  init() {
    let stopped = stopped
    let thread = Thread { [unowned self] in
      let current = RunLoop.current
      // A source, so the run loop doesn't return at once for lack of one.
      current.add(Timer(timeInterval: 3600, repeats: true) { _ in }, forMode: .default)
      self.loop = current
      self.ready.signal()
      while !stopped.value {
        _ = current.run(mode: .default, before: Date().addingTimeInterval(0.005))
      }
    }
    self.thread = thread
    thread.start()
    ready.wait()
  }

  var runLoop: RunLoop { loop! }

  func stop() { stopped.value = true }

  deinit { stopped.value = true }
}
