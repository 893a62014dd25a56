/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// An `AnyCancellable` cancels automatically when it is deinitialized, so a subscription
/// lives exactly as long as its `AnyCancellable` is kept (for instance in a `Set`).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = Lock()
  private var action: (() -> Void)?

  /// Initializes the cancellable object with the given cancel-time closure.
  public init(_ cancel: @escaping () -> Void) {
    action = cancel
  }

  /// Initializes the cancellable object with the given cancellable, cancelled in turn.
  public init<C: Cancellable>(_ canceller: C) {
    if let other = canceller as? AnyCancellable {
      action = { other.cancel() }
    } else {
      action = canceller.cancel
    }
  }

  deinit {
    action?()
  }

  /// Cancels the activity; only the first call has an effect.
  public func cancel() {
    var taken: (() -> Void)?
    lock.withLock { taken = action; action = nil }
    taken?()
  }

  /// Stores this instance in the specified collection.
  public final func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this instance in the specified set.
  public final func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Two type-erased cancellables are equal only if they are the same instance.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
