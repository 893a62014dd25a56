extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives the subscription from the upstream
    /// publisher.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// A closure that executes when the publisher receives a value from the upstream publisher.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// A closure that executes when the upstream publisher finishes normally or terminates
    /// with an error.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// A closure that executes when the downstream receiver cancels publishing.
    public var receiveCancel: (() -> Void)?
    /// A closure that executes when the publisher receives a request for more elements.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that performs the specified closures when publisher events occur.
    public init(
      upstream: Upstream,
      receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(HandleEventsInner(downstream: subscriber, events: self))
    }
  }
}

final class HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private let lock = Lock()
  // NB: `let`s plus `ended`, not optionals: optionals of these generic types cost a run-time
  // metadata lookup per value. Once ended, neither is used again.
  private let downstream: Downstream
  private let events: Publishers.HandleEvents<Upstream>
  private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var ended = false

  init(downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
    self.downstream = downstream
    self.events = events
  }

  var description: String { "HandleEvents" }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard upstream == nil, !ended else { return false }
      upstream = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    events.receiveSubscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let active = lock.withLock { !ended }
    guard active else { return .none }
    events.receiveOutput?(input)
    let more = downstream.receive(input)
    if more > 0 { events.receiveRequest?(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let first = lock.withLock { () -> Bool in
      guard !ended else { return false }
      ended = true
      upstream = nil
      return true
    }
    guard first else { return }
    events.receiveCompletion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    var up: (any Subscription)?
    lock.withLock { if !ended { up = upstream } }
    guard let up else { return }
    events.receiveRequest?(demand)
    up.request(demand)
  }

  func cancel() {
    var up: (any Subscription)?
    let first = lock.withLock { () -> Bool in
      guard !ended else { return false }
      ended = true
      up = upstream
      upstream = nil
      return true
    }
    guard first else { return }
    events.receiveCancel?()
    up?.cancel()
  }
}

extension Publisher {
  /// Performs the specified closures when publisher events occur.
  ///
  /// Handy for side effects such as logging, without affecting the stream.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}
