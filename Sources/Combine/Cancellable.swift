/// A protocol indicating that an activity or action supports cancellation.
///
/// Cancelling frees up any resources the activity holds and stops its side effects, such as
/// timers or network access.
public protocol Cancellable {
  /// Cancel the activity.
  func cancel()
}

extension Cancellable {
  /// Stores this cancellable in the specified collection, wrapped in an ``AnyCancellable``.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Stores this cancellable in the specified set, wrapped in an ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
