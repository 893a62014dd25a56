import Synchronization

/// The lock every stateful type in this module guards its state with.
///
/// A `Mutex<Void>` rather than a `Mutex` over the state itself: the state includes
/// non-Sendable downstream subscribers, which `Mutex.withLock` could not hand back out, so the
/// state lives in the owning class (marked `@unchecked Sendable`) and this only serialises it.
struct Lock: ~Copyable, Sendable {
  private let mutex = Mutex(())

  init() {}

  @inline(__always)
  func withLock<R: Sendable>(_ body: () -> R) -> R {
    mutex.withLock { _ in body() }
  }
}
