extension Subscribers {
  /// A simple subscriber that assigns received elements to a property indicated by a key
  /// path.
  ///
  /// It requests `.unlimited` and holds the object strongly until it completes or is
  /// cancelled, as Combine's does.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    @unchecked Sendable
  {
    /// The kind of errors this subscriber might receive.
    public typealias Failure = Never

    private let lock = Lock()
    private var _object: Root?
    private var subscription: (any Subscription)?
    private var terminal = false

    /// The object that contains the property to assign; `nil` once the subscriber ended.
    public var object: Root? {
      var o: Root?
      lock.withLock { o = _object }
      return o
    }

    /// The key path that indicates the property to assign.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// Creates a subscriber to assign the value of a property indicated by a key path.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      _object = object
      self.keyPath = keyPath
    }

    /// A textual representation of the subscriber.
    public var description: String { "Assign \(Root.self)." }

    /// Requests `.unlimited` from the subscription.
    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock { () -> Bool in
        guard self.subscription == nil, !terminal else { return false }
        self.subscription = subscription
        return true
      }
      guard accepted else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    /// Assigns the value to the object's property.
    public func receive(_ value: Input) -> Subscribers.Demand {
      var target: Root?
      lock.withLock { target = _object }
      target?[keyPath: keyPath] = value
      return .none
    }

    /// Releases the object and the subscription.
    public func receive(completion: Subscribers.Completion<Never>) {
      lock.withLock {
        terminal = true
        _object = nil
        subscription = nil
      }
    }

    /// Cancels the subscription and releases the object.
    public func cancel() {
      var sub: (any Subscription)?
      lock.withLock {
        terminal = true
        sub = subscription
        subscription = nil
        _object = nil
      }
      sub?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Assigns each element from a publisher to a property on an object.
  ///
  /// The subscriber holds `object` strongly until cancelled; assigning to a property of the
  /// object that owns the returned cancellable creates a cycle (use `assign(to: &$property)`).
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(subscriber)
    return AnyCancellable(subscriber)
  }
}
